package main

import (
	"fmt"

	"fyne.io/fyne/v2"
	"github.com/BurntSushi/toml"

	"rollformular"
)

// metadata is what FyneApp.toml (at the top of the project) says of the program: Fyne's
// packager reads it to make the packages, and the program to say which it is. It is
// embedded, so it cannot fail but by a mistake in the file, which every test then shows.
func metadata() fyne.AppMetadata {
	var f struct {
		Details struct {
			Name, ID, Version string
			Build             int
		}
	}
	if _, err := toml.Decode(rollformular.FyneApp, &f); err != nil {
		panic(fmt.Sprintf("FyneApp.toml: %v", err))
	}
	d := f.Details
	return fyne.AppMetadata{Name: d.Name, ID: d.ID, Version: d.Version, Build: d.Build, Release: true}
}

// versionLine is what --version prints.
func versionLine() string {
	m := metadata()
	return fmt.Sprintf("%s %s", m.Name, m.Version)
}
