package sheetview

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/lang"

	"rollformular/ui/kit"
)

// parseBoxes reads a load in boxes as people write it: "2", "0,25", "1.5", "¾", "1¼", "1/4".
func parseBoxes(s string) (float64, error) {
	t := strings.TrimSpace(s)
	whole, frac := t, 0.0
	for sym, v := range map[string]float64{"¼": 0.25, "½": 0.5, "¾": 0.75} {
		if rest, ok := strings.CutSuffix(t, sym); ok {
			whole, frac = strings.TrimSpace(rest), v
		}
	}
	if n, d, ok := strings.Cut(whole, "/"); ok && frac == 0 {
		num, err1 := strconv.Atoi(strings.TrimSpace(n))
		den, err2 := strconv.Atoi(strings.TrimSpace(d))
		if err1 == nil && err2 == nil && den > 0 && num >= 0 {
			return float64(num) / float64(den), nil
		}
		return 0, boxesError(s)
	}
	v := 0.0
	if whole != "" {
		var err error
		if v, err = strconv.ParseFloat(strings.Replace(whole, ",", ".", 1), 64); err != nil {
			return 0, boxesError(s)
		}
	}
	if !(v >= 0 && v <= 1e6) || (whole == "" && frac == 0) { // NaN fails both
		return 0, boxesError(s)
	}
	return v + frac, nil
}

func boxesError(s string) error {
	return fmt.Errorf("%s", lang.L("“{{.Text}}” is not a number such as 2, 0,25 or ¼", map[string]any{"Text": kit.Ellipsis(s, 20)}))
}
