package cli

import (
	"errors"
	"flag"
	"slices"
	"strings"
)

// subcommands are the subcommands of a command (encounter, campaign), each a command of its
// own: one way to list, dispatch and refuse them, so each group says its usage and its
// refusals alike.
type subcommands struct {
	name string // the command's: "encounter"
	subs []command
}

// usage is every subcommand's usage, as the list of commands says it.
func (g subcommands) usage() string {
	usages := make([]string, len(g.subs))
	for i, s := range g.subs {
		usages[i] = s.usage
	}
	return strings.Join(usages, " | ")
}

// names are the subcommands' names as a refusal lists them: "encounter new, show or pdf".
func (g subcommands) names() string {
	names := make([]string, len(g.subs))
	for i, s := range g.subs {
		names[i] = s.name
	}
	last := len(names) - 1
	return g.name + " " + strings.Join(names[:last], ", ") + " or " + names[last]
}

// run runs the subcommand args[0] with the rest of args. A subcommand's refusal names it and
// points to its help, which is its usage alone.
func (g subcommands) run(env Env, args []string) error {
	if len(args) > 0 && isHelp(args[0]) {
		var b strings.Builder
		b.WriteString("usage:\n")
		for _, s := range g.subs {
			b.WriteString("  rollformular " + s.usage + "\n")
		}
		return helpText(b.String())
	}
	if len(args) == 0 {
		return usagef("%s", g.names())
	}
	k := slices.IndexFunc(g.subs, func(s command) bool { return s.name == args[0] })
	if k < 0 {
		return usagef("%q: %s", args[0], g.names())
	}
	sub := g.subs[k]
	rest := args[1:]
	if len(rest) > 0 && (rest[0] == "-h" || rest[0] == "--help") { // "help" may be a file here
		return helpText("usage: rollformular " + sub.usage + "\n")
	}
	err := sub.run(env, rest)
	var u usageError
	switch {
	case errors.Is(err, flag.ErrHelp):
		return helpText("usage: rollformular " + sub.usage + "\n")
	case errors.As(err, &u) && u.cmd == "":
		u.cmd = g.name + " " + sub.name
		return u
	}
	return err
}
