package houserules

import (
	"io/fs"

	"rollformular/engine"
	"rollformular/sheet"
)

// Cache keeps the rules packs were applied into, by the pack's file and its contents: a GM who
// opens twenty NPCs made by one pack has the tables read and the rulesets made once, not twenty
// times (10 ms each). A pack whose file changed is applied anew. The zero Cache is ready; it is
// not safe for use by two goroutines at once.
type Cache struct {
	by map[string]applied
}

// applied is what Rules gives for one pack.
type applied struct {
	pack    *Pack
	changes []string
	reg     *engine.Registry
}

// Rules is the package's Rules, read once: for a pack at path whose contents were applied
// before, the rules made then.
func (c *Cache) Rules(base *engine.Registry, fsys fs.FS, path string) (*Pack, []string, *engine.Registry, error) {
	data, err := sheet.ReadDocument(path, sheet.Phrase("a house-rules pack"))
	if err != nil {
		return nil, nil, nil, err
	}
	key := path + "\x00" + sum(data)
	if a, ok := c.by[key]; ok {
		return a.pack, a.changes, a.reg, nil
	}
	pack, changes, reg, err := rulesOf(base, fsys, path, data)
	if err != nil {
		return nil, nil, nil, err
	}
	if c.by == nil {
		c.by = map[string]applied{}
	}
	c.by[key] = applied{pack, changes, reg}
	return pack, changes, reg, nil
}
