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
	reg, err := rulesets.Builtin()
	if err != nil {
		fmt.Fprintln(os.Stderr, "rollformular:", err)
		os.Exit(cli.Failed)
	}
	args := os.Args[1:]
	if len(args) == 1 && (args[0] == "--version" || args[0] == "-version") {
		fmt.Println(versionLine())
		return
	}
	if len(args) > 0 && cli.IsCommand(args[0]) {
		os.Exit(cli.Run(cli.Env{Stdout: os.Stdout, Stderr: os.Stderr, Getenv: os.Getenv, Rulesets: reg}, args))
	}
	os.Exit(runGUI(reg, args))
}
