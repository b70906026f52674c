// Package encounterview is the encounter's tab of the editor: a fight (encounter.Fight) with
// its combatants in the order they act, each in a row with its state and what can be done to
// it there; the exchange set up between two of them with its exact odds, rolled and applied;
// and the log. Every step is undoable. The view asks the session it is part of for the
// window, the characters open beside it and the files (Host), and knows nothing else of it.
package encounterview
