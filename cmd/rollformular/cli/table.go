package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"syscall"
	"time"

	"rollformular/encounter"
	"rollformular/table"
)

// followEvery is how often `table` looks at the encounter's files: a step taken in another
// shell reaches the phones within a second.
const followEvery = 250 * time.Millisecond

// runTable serves the player view of an encounter file to the table's devices (package
// table), on loopback unless --listen says otherwise, and follows the file: each step
// `encounter act` or `next` saves is published at once. The first line on stdout is the
// address, token included. It runs until SIGINT or SIGTERM (env.Context), and takes no
// uploads: a GM who takes files from the phones does so in the editor.
func runTable(env Env, args []string) error {
	f := flag.NewFlagSet("table", flag.ContinueOnError)
	listen := f.String("listen", "127.0.0.1:0", "the address to listen on, host:port; port 0 picks a free one")
	rules := rulesFlag(f)
	files, err := parseFlags(f, args)
	if err != nil {
		return err
	}
	if len(files) != 1 {
		return usagef("give one encounter file")
	}
	if env, err = withRules(env, *rules); err != nil {
		return err
	}
	path := files[0]
	fight, err := openFight(env, path)
	if err != nil {
		return err
	}
	srv, err := table.NewServer(table.Options{})
	if err != nil {
		return err
	}
	srv.Publish(table.Of(fight, nil))
	addr, err := srv.Start(*listen)
	if err != nil {
		return fmt.Errorf("cannot listen on %s: %w", *listen, err)
	}
	defer srv.Stop()
	fmt.Fprintln(env.Stdout, addr)
	ctx := env.Context
	if ctx == nil {
		var stop context.CancelFunc
		ctx, stop = signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
		defer stop()
	}
	follow(ctx, env, path, fight, srv)
	return nil
}

// follow publishes the encounter at path to srv each time it or a combatant's file changes,
// until ctx ends. A file that does not read (one caught mid-write by hand, or broken) keeps
// the last good view and is said once on stderr, until it reads again.
func follow(ctx context.Context, env Env, path string, fight *encounter.Fight, srv *table.Server) {
	seen := stamps(path, fight)
	said := ""
	tick := time.NewTicker(followEvery)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		now := stamps(path, fight)
		if now == seen {
			continue
		}
		next, err := openFight(env, path)
		if err != nil {
			if msg := oneLine(err.Error()); msg != said {
				fmt.Fprintf(env.Stderr, "rollformular table: %s; the phones keep the last view that read\n", msg)
				said = msg
			}
			seen = now // looked at again when it changes again
			continue
		}
		if p := next.ProblemsError(); p != nil && oneLine(p.Error()) != said {
			said = oneLine(p.Error())
			fmt.Fprintf(env.Stderr, "rollformular table: warning: %s\n", said)
		} else if p == nil {
			said = ""
		}
		// The stamps from before the reading: a change made while it read is read next time.
		fight, seen = next, now
		srv.Publish(table.Of(fight, nil))
	}
}

// stamps say when the encounter at path and each combatant's file of fight last changed, as
// far as the system tells: a change of any is what follow looks for.
func stamps(path string, fight *encounter.Fight) string {
	s := stamp(path)
	for i := range fight.Doc.Combatants {
		if file := fight.FileOf(i); file != "" {
			s += "|" + stamp(file)
		}
	}
	return s
}

func stamp(path string) string {
	fi, err := os.Stat(path)
	if errors.Is(err, os.ErrNotExist) {
		return "gone"
	}
	if err != nil {
		return "unreadable"
	}
	return fmt.Sprintf("%d.%d", fi.ModTime().UnixNano(), fi.Size())
}
