// Command rollformular is Rollformulär: the character editor when run without a subcommand,
// and the headless tools of the CLI contract when run with one.
package main

import (
	"fmt"
	"os"

	"rollformular/cmd/rollformular/cli"
	"rollformular/engine/rulesets"
	_ "rollformular/ui/locale/settle" // the language settled before Fyne reads it
)

func main() {
	args := os.Args[1:]
	gui := len(args) == 0 || !cli.IsCommand(args[0])
	if gui {
		startProfile(os.Getenv, os.Stderr) // the rules' loading is part of the start
	}
	reg, err := rulesets.Builtin()
	if err != nil {
		fmt.Fprintln(os.Stderr, "rollformular:", err)
		os.Exit(cli.Failed)
	}
	if len(args) == 1 && (args[0] == "--version" || args[0] == "-version") {
		fmt.Println(versionLine())
		return
	}
	if !gui {
		os.Exit(cli.Run(cli.Env{Stdout: os.Stdout, Stderr: os.Stderr, Getenv: os.Getenv, Rulesets: reg}, args))
	}
	os.Exit(runGUI(reg, args))
}
