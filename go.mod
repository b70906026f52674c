module rollformular

go 1.26.0

require (
	github.com/jung-kurt/gofpdf v1.16.2 // indirect
	golang.org/x/image v0.48.0 // indirect
)
