// Command pocketbase is the directory's backend: stock PocketBase with the JS migrations
// (pb_migrations: the data model, API rules and settings), the JS hooks (pb_hooks: the rules API
// rules cannot express) and the Go hooks beside this file (the rules on hot paths: field
// visibility, the public read cache, sanitizing, the center save rules, the intake gate, the
// mail outbox, rebuild requests and analytics).
package main

import (
	"log"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"

	"github.com/dop251/goja"
	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/plugins/jsvm"
	"github.com/pocketbase/pocketbase/plugins/migratecmd"
)

func main() {
	app := newDirectoryApp(pocketbase.New())

	var hooksDir, migrationsDir string
	var hooksWatch bool
	var hooksPool int
	app.RootCmd.PersistentFlags().StringVar(&hooksDir, "hooksDir", defaultDir("pb_hooks"),
		"the directory with the JS app hooks (default: pb_hooks beside the binary)")
	app.RootCmd.PersistentFlags().StringVar(&migrationsDir, "migrationsDir", defaultDir("pb_migrations"),
		"the directory with the JS app migrations (default: pb_migrations beside the binary)")
	app.RootCmd.PersistentFlags().BoolVar(&hooksWatch, "hooksWatch", false,
		"restart the app when a hook file changes (default: false)")
	// Without a pool every JS hook call builds a fresh runtime: 15 is PocketBase's own default
	// (examples/base).
	app.RootCmd.PersistentFlags().IntVar(&hooksPool, "hooksPool", 15,
		"the JS runtimes kept warm for the hooks (default: 15)")
	// Every answer builds its records and their JSON afresh, so with Go's default (100) the
	// collector takes a large share of a read's CPU; 400 lets the heap grow to five times what
	// is live (npm run bench shows the build's read). GOGC in the environment wins.
	var gcPercent int
	app.RootCmd.PersistentFlags().IntVar(&gcPercent, "gcPercent", 400,
		"Go's GC target percentage unless GOGC is set (default: 400)")
	app.RootCmd.ParseFlags(os.Args[1:])
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}

	rebuilds := newSiteRebuilds(app)
	analytics := registerAnalytics(app)
	// The JS hooks' app is directoryApp: PocketBase and the check hooks of request_checks.go.
	jsvm.MustRegister(app, jsvm.Config{
		// What the JS hooks hand to Go: rebuild requests (rebuild.go) and analytics hits
		// (analytics.go), each kept off the write's path; and what they ask of it: who is an
		// admin (roles.go), so that rule is stated once.
		OnInit: func(vm *goja.Runtime) {
			_ = vm.Set("$siteRebuild", map[string]any{"request": rebuilds.request})
			_ = vm.Set("$analytics", map[string]any{"add": analytics.add, "flush": analytics.flush})
			_ = vm.Set("$roles", map[string]any{"isAdmin": isAdmin})
		},
		HooksDir:      hooksDir,
		HooksWatch:    hooksWatch,
		HooksPoolSize: hooksPool,
		MigrationsDir: migrationsDir,
	})

	// Schema changes are written by hand as JS migrations; never generated from the dashboard.
	migratecmd.MustRegister(app, app.RootCmd, migratecmd.Config{
		TemplateLang: migratecmd.TemplateLangJS,
		Dir:          migrationsDir,
		Automigrate:  false,
	})

	registerRequestChecks(app)
	registerVisibility(app)
	registerPublicCache(app)
	// The sanitizer first: the centers' slugs are made from the cleaned names.
	registerSanitizer(app)
	registerCenters(app, rebuilds)
	registerIntakeGate(app)
	registerBatchRules(app)
	registerFileNames(app)
	registerPasswordBytes(app)
	registerOutbox(app)

	if err := app.Start(); err != nil {
		log.Fatal(err)
	}
}

// defaultDir resolves name beside the executable, so the binary works from any working directory.
func defaultDir(name string) string {
	exe, err := os.Executable()
	// `go run` builds into a go-build temp dir: then use the working directory.
	if err != nil || strings.Contains(filepath.ToSlash(exe), "/go-build") {
		return name
	}
	return filepath.Join(filepath.Dir(exe), name)
}
