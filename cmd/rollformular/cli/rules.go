package cli

import (
	"cmp"
	"errors"
	"flag"
	"fmt"
	"path/filepath"

	"rollformular/assets"
	"rollformular/encounter"
	"rollformular/engine"
	"rollformular/houserules"
	"rollformular/sheet"
)

// runRules checks a house-rules pack (rules check PACK) or lists what it changes against the
// rules as shipped (rules diff PACK).
func runRules(env Env, args []string) error {
	if len(args) == 0 || (args[0] != "check" && args[0] != "diff") {
		return usagef("rules check PACK | rules diff PACK")
	}
	f := flag.NewFlagSet("rules "+args[0], flag.ContinueOnError)
	rest, err := parseFlags(f, args[1:])
	if err != nil {
		return err
	}
	if len(rest) != 1 {
		return usagef("give one house-rules pack")
	}
	path := rest[0]
	pack, changes, _, err := houseRules(env, path)
	var refused *houserules.Refused
	if errors.As(err, &refused) {
		for _, line := range refused.Problems {
			fmt.Fprintf(env.Stdout, "%s: error: %s\n", path, oneLine(line))
		}
		return errProblems
	}
	if err != nil {
		return err
	}
	if args[0] == "diff" {
		for _, c := range changes {
			fmt.Fprintln(env.Stdout, c)
		}
		return nil
	}
	fmt.Fprintf(env.Stdout, "%s: ok: %s, %d changes to %s\n", path, pack.Name, len(changes), pack.Ruleset)
	return nil
}

// houseRules reads the pack at path and applies it to the rules as shipped
// (houserules.Rules).
func houseRules(env Env, path string) (*houserules.Pack, []string, *engine.Registry, error) {
	pack, changes, reg, err := houserules.Rules(env.Rulesets, assets.FS, path)
	var refused *houserules.Refused
	if errors.As(err, &refused) {
		return nil, nil, nil, refusedPack{refused}
	}
	return pack, changes, reg, err
}

// refusedPack is a pack that does not apply, as a command that reads characters by it says
// so: in one line that says where its problems are listed.
type refusedPack struct{ *houserules.Refused }

func (r refusedPack) Error() string {
	return fmt.Sprintf("%s: the house rules do not apply, %d problems (rollformular rules check %s lists them)", r.Path, len(r.Problems), r.Path)
}

func (r refusedPack) Unwrap() error { return r.Refused }

// withRules is env with the rulesets of the house-rules pack at path, for a command's --rules;
// env itself where path is "".
func withRules(env Env, path string) (Env, error) {
	if path == "" {
		return env, nil
	}
	pack, _, reg, err := houseRules(env, path)
	if err != nil {
		return env, err
	}
	env.Rulesets, env.HouseRules = reg, pack.Name
	return env, nil
}

// rulesFlag is the --rules option of the commands that read characters by the rules.
func rulesFlag(f *flag.FlagSet) *string {
	return f.String("rules", "", "a house-rules pack to read the characters by (rules check PACK checks one)")
}

// openFight opens the encounter at path by the house rules it records, found where it
// recorded them (as load reads a character), unless --rules names a pack.
func openFight(env Env, path string) (*encounter.Fight, error) {
	if doc, _, err := sheet.ReadEncounter(path); err == nil && doc.HouseRules != nil && env.HouseRules == "" {
		pack, err := houserules.Find(doc.HouseRules, path)
		if errors.Is(err, houserules.ErrChanged) {
			fmt.Fprintf(env.Stderr, "rollformular: warning: %s\n", oneLine(err.Error()))
		} else if err != nil {
			return nil, err
		}
		if env, err = withRules(env, pack); err != nil {
			return nil, err
		}
	}
	return encounter.Open(env.Rulesets, path)
}

// recordRules is env with the rulesets of the pack at path, for a new document of ruleset
// written to out, and what the document records of the pack: where it is from out's folder.
// A pack of other rules than ruleset is refused. path "" is env as it is, and no record.
func recordRules(env Env, path, ruleset, out string) (Env, *sheet.HouseRules, error) {
	if path == "" {
		return env, nil, nil
	}
	pack, _, reg, err := houseRules(env, path)
	if err != nil {
		return env, nil, err
	}
	if ruleset != "" && pack.Ruleset != ruleset {
		return env, nil, usagef("the house rules %q are for %s, not %s", pack.Name, pack.Ruleset, ruleset)
	}
	house, err := houserules.Ref(pack, path, cmp.Or(out, "."+string(filepath.Separator)+"document.json"))
	if err != nil {
		return env, nil, err
	}
	env.Rulesets, env.HouseRules = reg, pack.Name
	return env, house, nil
}
