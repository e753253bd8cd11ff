# The README's commands: `make demo` (or `make run`), `make test`, `make release`, `make install`.
SWIFT ?= swift
PREFIX ?= /usr/local
DESTDIR ?=
BINDIR = $(DESTDIR)$(PREFIX)/bin
DATADIR = $(DESTDIR)$(PREFIX)/share
# SwiftPM caches the manifest keyed on the environment; this makes it notice Secrets.swift.
export QIITA_SECRETS := $(if $(wildcard Secrets.swift),present,absent)
# The Swift runtime linked in, so an installed binary needs only Debian's shared libraries. Every
# release build (the man page's generator and the benchmarks too) uses these flags: a build with
# other flags in the same folder would compile everything again.
RELEASE_FLAGS = -c release -Xswiftc -static-stdlib
RELEASE_BIN = .build/release
COMPLETIONS = .build/completions
FORMAT_PATHS = Sources Tests Package.swift bench/reader-benchmark

.PHONY: deps build release test demo run bench man completions install uninstall lint format clean

deps:
	@Scripts/install-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build $(RELEASE_FLAGS)

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

demo: release
	@Scripts/demo.sh $(RELEASE_BIN)

run: release
	$(RELEASE_BIN)/qiita

# swift-argument-parser's generate-manual, built with the release flags (see RELEASE_FLAGS),
# turns the help of every command into one page.
man: release
	$(SWIFT) build $(RELEASE_FLAGS) --product generate-manual
	mkdir -p man
	$(RELEASE_BIN)/generate-manual $(RELEASE_BIN)/qiita --output-directory man
	@echo "wrote man/qiita.1"

completions: release
	mkdir -p $(COMPLETIONS)
	$(RELEASE_BIN)/qiita --generate-completion-script bash >$(COMPLETIONS)/qiita.bash
	$(RELEASE_BIN)/qiita --generate-completion-script zsh >$(COMPLETIONS)/_qiita
	$(RELEASE_BIN)/qiita --generate-completion-script fish >$(COMPLETIONS)/qiita.fish

# Where bash-completion, zsh and fish look for the completions of installed programs.
install: release man completions
	install -d $(BINDIR) $(DATADIR)/man/man1 $(DATADIR)/bash-completion/completions \
		$(DATADIR)/zsh/site-functions $(DATADIR)/fish/vendor_completions.d
	install -m 755 $(RELEASE_BIN)/qiita $(BINDIR)/qiita
	install -m 644 man/qiita.1 $(DATADIR)/man/man1/qiita.1
	install -m 644 $(COMPLETIONS)/qiita.bash $(DATADIR)/bash-completion/completions/qiita
	install -m 644 $(COMPLETIONS)/_qiita $(DATADIR)/zsh/site-functions/_qiita
	install -m 644 $(COMPLETIONS)/qiita.fish $(DATADIR)/fish/vendor_completions.d/qiita.fish

uninstall:
	rm -f $(BINDIR)/qiita $(DATADIR)/man/man1/qiita.1 $(DATADIR)/bash-completion/completions/qiita \
		$(DATADIR)/zsh/site-functions/_qiita $(DATADIR)/fish/vendor_completions.d/qiita.fish

# Findings are warnings, not errors (no --strict): the tree was written before the formatter, and
# the pretty-printer's findings cannot be configured away; `make lint LINTFLAGS=--strict` fails on any.
LINTFLAGS ?=
lint:
	$(SWIFT) format lint $(LINTFLAGS) --parallel --recursive $(FORMAT_PATHS)

# Formats the Swift files changed on this branch or in the working tree, never the whole tree.
format:
	@files=$$(Scripts/changed-swift-files.sh); \
	if [ -z "$$files" ]; then echo "make format: no changed Swift files"; \
	else echo "$$files"; $(SWIFT) format --in-place $$files; fi

# run-all.sh runs every benchmark on the release binaries built here.
bench: release
	@SKIP_BUILD=1 bench/run-all.sh

clean:
	rm -rf .build man
