module rollformular

go 1.26
