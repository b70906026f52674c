// Package cli is the headless side of rollformular: the subcommands of DESIGN.md's CLI
// contract. It never imports Fyne, so it builds and tests without cgo or a display.
//
// Output is JSON on stdout where the contract says so; an error is one line on stderr. Exit
// codes: 0 success, 1 failure or rule problems, 2 bad usage.
package cli

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"rollformular/engine"
	"rollformular/houserules"
	"rollformular/sheet"
)

// Exit codes.
const (
	OK      = 0
	Failed  = 1
	BadArgs = 2
)

// Env is what a command may touch of the outside world.
type Env struct {
	Stdout, Stderr io.Writer
	Getenv         func(string) string
	Rulesets       *engine.Registry
	// HouseRules names the house-rules pack Rulesets were read with (--rules); "" for the
	// rules as shipped.
	HouseRules string
	// Context ends a command that runs until it is stopped (table); nil runs it until
	// SIGINT or SIGTERM.
	Context context.Context
}

// command is a command of the CLI, or a subcommand of one, with its usage.
type command struct {
	name  string
	usage string
	run   func(env Env, args []string) error
}

var commands = []command{
	{"new", "new --ruleset ID [--random] [--seed N] [--name S] [--rules PACK] [-o FILE]", runNew},
	{"derive", "derive FILE [--rules PACK]", runDerive},
	{"check", "check FILE... [--rules PACK]", runCheck},
	{"roll", "roll FILE WHAT [--skill | --weapon] [--mod N] [--seed N] [--rules PACK]", runRoll},
	{"attack", "attack ATTACKER.json WEAPON --target TARGET.json [--defend ID] [--dice OWN,SKILL] [--defend-dice OWN,SKILL] [--mod N] [--distance N] [--seed N] [-o TARGET_OUT.json] [--attacker-out FILE] [--force] [--rules PACK]", runAttack},
	{"damage", "damage FILE (--amount N | --faces a,b,… [--bonus SB]) [--type T] [--part P] [--seed N] [-o OUT.json] [--force] [--rules PACK]", runDamage},
	{"aid", "aid HELPER.json VICTIM.json [--wound N] [--seed N] [-o VICTIM_OUT.json] [--helper-out FILE] [--force] [--rules PACK]", runAid},
	{"prob", "prob EXPR | prob --ruleset ID [options]", runProb},
	{"encounter", encounterCommands.usage(), runEncounter},
	{"rules", "rules check PACK | rules diff PACK", runRules},
	{"campaign", campaignCommands.usage(), runCampaign},
	{"history", "history FILE [--version N -o OUT [--force]]", runHistory},
	{"table", "table ENCOUNTER.json [--listen ADDR] [--rules PACK]", runTable},
	{"pdf", "pdf FILE... -o OUT.pdf [--npc] [--paper a4|letter] [--force] [--rules PACK] | pdf --blank --ruleset ID [--npc] -o OUT.pdf [--force] | pdf --pack FIGHT.json|FOLDER -o OUT.pdf [--paper a4|letter] [--force]", runPDF},
}

// IsCommand reports whether name is a subcommand, so main can tell it from a file to open.
func IsCommand(name string) bool {
	return slices.ContainsFunc(commands, func(c command) bool { return c.name == name }) || isHelp(name)
}

// isHelp says whether arg asks for help rather than names a command.
func isHelp(arg string) bool { return arg == "help" || arg == "-h" || arg == "--help" }

// Run runs the subcommand args[0] with the rest of args and returns the exit code.
func Run(env Env, args []string) int {
	if len(args) == 0 || isHelp(args[0]) {
		fmt.Fprint(env.Stdout, Usage())
		return OK
	}
	i := slices.IndexFunc(commands, func(c command) bool { return c.name == args[0] })
	if i < 0 {
		fmt.Fprintf(env.Stderr, "rollformular: unknown command %q; try rollformular help\n", args[0])
		return BadArgs
	}
	c := commands[i]
	err := c.run(env, args[1:])
	var u usageError
	var warned warning
	var help helpText
	switch {
	case err == nil:
		return OK
	case errors.As(err, &help):
		fmt.Fprint(env.Stdout, help)
		return OK
	case errors.Is(err, flag.ErrHelp):
		fmt.Fprintf(env.Stdout, "usage: rollformular %s\n", c.usage)
		return OK
	case errors.As(err, &u):
		// One line: what is wrong, and where the usage is; never the usage itself, which for
		// some commands is every subcommand's.
		name := c.name
		if u.cmd != "" {
			name = u.cmd
		}
		fmt.Fprintf(env.Stderr, "rollformular %s: %s (see rollformular %s --help)\n", name, oneLine(u.msg), name)
		return BadArgs
	case errors.Is(err, errProblems):
		return Failed
	case errors.As(err, &warned):
		fmt.Fprintf(env.Stderr, "rollformular %s: warning: %s\n", c.name, oneLine(warned.Error()))
		return OK
	default:
		fmt.Fprintf(env.Stderr, "rollformular %s: %s\n", c.name, oneLine(err.Error()))
		return Failed
	}
}

// Usage is the help text.
func Usage() string {
	var b strings.Builder
	b.WriteString("usage:\n  rollformular [FILE...]   open the editor (with these documents)\n")
	for _, c := range commands {
		b.WriteString("  rollformular " + c.usage + "\n")
	}
	return b.String()
}

// warning is what a command that did its work says on stderr of what it could not do: exit
// code 0, since the step was done (`encounter next` with a combatant's file missing).
type warning struct{ error }

// warn is err as a warning; nil for nil.
func warn(err error) error {
	if err == nil {
		return nil
	}
	return warning{err}
}

// usageError is a mistake in how the command was called: exit code 2. cmd is the subcommand
// it is of ("encounter new"), where there is one; "" for the command's own.
type usageError struct{ msg, cmd string }

func (u usageError) Error() string { return u.msg }

// helpText is the help a command asked for with --help prints on stdout, whole: a subcommand's
// usage, where the command's own line would name every subcommand.
type helpText string

func (h helpText) Error() string { return string(h) }

func usagef(format string, args ...any) error { return usageError{msg: fmt.Sprintf(format, args...)} }

// errProblems means the command printed rule problems and must exit 1 without another line.
var errProblems = errors.New("rule problems")

// A message longer than maxMessage characters is cut there: it may quote a document's own
// texts, such as every weapon's name when none matched, and a name may be 2,000 characters.
func oneLine(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > maxMessage {
		s = fmt.Sprintf("%s… (%d characters more)", string(r[:maxMessage]), len(r)-maxMessage)
	}
	return s
}

// maxMessage is the most characters of an error message the CLI prints.
const maxMessage = 400

// parseFlags parses flags and positional arguments in any order ("pdf a.json -o x.pdf" as
// well as "pdf -o x.pdf a.json"); everything after "--" is positional.
func parseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	fs.SetOutput(io.Discard)
	var positional []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, err
			}
			return nil, usageError{msg: err.Error()}
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return positional, nil
		}
		if len(args) > len(rest) && args[len(args)-len(rest)-1] == "--" {
			return append(positional, rest...), nil
		}
		positional = append(positional, rest[0])
		args = rest[1:]
	}
}

// load reads a document and finds its ruleset.
func load(env Env, path string) (*sheet.Character, engine.Ruleset, error) {
	c, err := sheet.Load(path)
	if err != nil {
		return nil, nil, err
	}
	// A character made by house rules is read by them, found where it recorded them, unless
	// --rules names a pack; one whose pack changed since is read by it as it is now, and said.
	if c.HouseRules != nil && env.HouseRules == "" {
		pack, err := houserules.Find(c.HouseRules, path)
		if errors.Is(err, houserules.ErrChanged) {
			fmt.Fprintf(env.Stderr, "rollformular: warning: %s\n", oneLine(err.Error()))
		} else if err != nil {
			return nil, nil, err
		}
		if env, err = withRules(env, pack); err != nil {
			return nil, nil, err
		}
	}
	rs, err := env.Rulesets.Lookup(c.Ruleset)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	return c, rs, nil
}

// printJSON writes v indented, as every JSON answer is.
func printJSON(w io.Writer, v any) error {
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "%s\n", data)
	return err
}
