# Rollformulär. `make run` opens the editor with an example character; `make test` runs every
# test. Both install the Debian packages they need first (scripts/deps.sh).

GO      ?= go
TAGS    := migrated_fynedo
BIN     := bin/rollformular
EXAMPLE := assets/examples/asa-jarnhand.json

# Fyne's cgo build (GL and X11 headers), the PDF checks of the tests (poppler-utils, qpdf),
# the screenshots (xvfb, xdotool, x11-utils, imagemagick) and the player view's test in a real
# browser (chromium, driven headless by chromedp: table/browser_test.go).
DEB_PACKAGES := gcc pkg-config libgl1-mesa-dev libx11-dev libxcursor-dev libxrandr-dev \
	libxinerama-dev libxi-dev libxxf86vm-dev poppler-utils qpdf xvfb xdotool x11-utils imagemagick \
	chromium

# What the packages take beyond the build (scripts/dist.sh): the Windows cross compiler, zip,
# and the checks of scripts/dist-check.sh.
DIST_PACKAGES := gcc-mingw-w64-x86-64 binutils-mingw-w64-x86-64 binutils zip unzip xz-utils file \
	desktop-file-utils lintian appstream wixl msitools

.PHONY: run test check lint build deps bench fuzz soak screenshot count-actions dist dist-check

run: build
	./$(BIN) $(EXAMPLE)

build: deps
	$(GO) build -tags $(TAGS) -o $(BIN) ./cmd/rollformular

# Every test: vet, staticcheck, then the whole suite with the race detector. The timeout only
# stops a hung test: the suite's budget (README, "Working on it") is a third of it.
test: deps lint
	$(GO) test -race -timeout 30m -tags $(TAGS) ./...

# vet, staticcheck and the complexity gate (gocyclo: no function outside the tests with more
# than CYCLO independent paths), at the versions go.mod's tool lines pin.
CYCLO ?= 15
lint: deps
	$(GO) vet -tags $(TAGS) ./...
	$(GO) tool staticcheck -tags $(TAGS) ./...
	@$(GO) tool gocyclo -over $(CYCLO) -ignore '_test\.go$$' . || \
		{ echo "lint: the functions above have more than $(CYCLO) paths (gocyclo): split them"; exit 1; }

# The developers' inner loop, within a minute warm: lint, and the tests of every package that
# does not draw with Fyne. It builds them without cgo, so a package that starts to import Fyne
# fails here instead of slowing the loop down.
FYNE_FREE = $(shell $(GO) list -f '{{.ImportPath}}{{range .Deps}} {{.}}{{end}}{{range .TestImports}} {{.}}{{end}}' ./... | grep -v ' fyne.io/fyne' | cut -d' ' -f1)
check: lint
	CGO_ENABLED=0 $(GO) test -timeout 5m $(FYNE_FREE)

# The benchmarks of DESIGN.md's budgets, each printed beside its budget.
bench: deps
	scripts/bench.sh

# The editor's soak test (ui/soak) with SOAK times its default count of random user
# actions on every example, from seed SOAKSEED; `make test` runs it once.
SOAK     ?= 10
SOAKSEED ?= 1
soak: deps
	$(GO) test -race -tags $(TAGS) -count=1 -timeout 60m -run '^TestSoakEveryExample$$' ./ui/soak -soak $(SOAK) -soakseed $(SOAKSEED)

# Each fuzzer for FUZZTIME (go test -fuzztime); what they find is kept in testdata/fuzz and
# runs with every `make test` from then on.
FUZZTIME ?= 5m
FUZZERS := ./engine/dice:FuzzParse ./engine/rulesets:FuzzDocument \
	./engine/rulesets:FuzzProbabilitiesSumToOne ./cmd/rollformular/cli:FuzzArguments ./table:FuzzHandler
fuzz: deps
	@for f in $(FUZZERS); do \
		echo "== $${f#*:} ($(FUZZTIME))"; \
		$(GO) test -run '^$$' -fuzz "^$${f#*:}$$" -fuzztime $(FUZZTIME) "$${f%%:*}" || exit 1; \
	done

# A picture of the editor with the example character, under Xvfb: out/editor.png.
screenshot: build
	mkdir -p out
	scripts/screenshot.sh out/editor.png $(EXAMPLE)

# How many actions a new character takes in the real editor, File → New to saved: ten skills,
# two weapons and armor (spelsystemet: on every part, and a shield); the saved file is checked.
count-actions: build
	mkdir -p out
	scripts/count-actions.sh spelsystemet out/count-actions-spelsystemet.png
	scripts/count-actions.sh odestarningar out/count-actions-odestarningar.png

# The installable packages, into dist/: Fyne's Linux archive, a .deb (with AppStream
# metainfo), the Windows executable with a zip and an installer (.msi); SHA256SUMS of them all. Fyne's packager is installed at the version scripts/dist.sh pins.
dist: deps
	@scripts/deps.sh $(DIST_PACKAGES)
	scripts/dist.sh

# The packages checked as a user gets them (scripts/dist-check.sh); CI runs it after `make test`.
dist-check: dist
	scripts/dist-check.sh

deps:
	@scripts/deps.sh $(DEB_PACKAGES)
