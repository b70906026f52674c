# Rollformulär. `make run` opens the editor with an example character; `make test` runs every
# test. Both install the Debian packages they need first (scripts/deps.sh).

GO      ?= go
TAGS    := migrated_fynedo
BIN     := bin/rollformular
EXAMPLE := assets/examples/asa-jarnhand.json

# Fyne's cgo build (GL and X11 headers), the PDF checks of the tests (poppler-utils, qpdf) and
# the screenshots (xvfb, xdotool, x11-utils, imagemagick).
DEB_PACKAGES := gcc pkg-config libgl1-mesa-dev libx11-dev libxcursor-dev libxrandr-dev \
	libxinerama-dev libxi-dev libxxf86vm-dev poppler-utils qpdf xvfb xdotool x11-utils imagemagick

.PHONY: run test build deps bench screenshot

run: build
	./$(BIN) $(EXAMPLE)

build: deps
	$(GO) build -tags $(TAGS) -o $(BIN) ./cmd/rollformular

test: deps
	$(GO) vet -tags $(TAGS) ./...
	$(GO) test -race -tags $(TAGS) ./...

# Benchmarks for the budgets of DESIGN.md; see each Benchmark's name for the budget it meets.
bench: deps
	$(GO) test -tags $(TAGS) -run '^$$' -bench . -benchmem ./...

# A picture of the editor with the example character, under Xvfb: out/editor.png.
screenshot: build
	mkdir -p out
	scripts/screenshot.sh out/editor.png $(EXAMPLE)

deps:
	@scripts/deps.sh $(DEB_PACKAGES)
