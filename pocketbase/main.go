// Command pocketbase is the directory's backend: stock PocketBase plus the JS
// hooks (pb_hooks) and JS migrations (pb_migrations) that hold every rule of the app.
package main

import (
	"log"
	"os"
	"path/filepath"
	"strings"

	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/plugins/jsvm"
	"github.com/pocketbase/pocketbase/plugins/migratecmd"
)

func main() {
	app := pocketbase.New()

	var hooksDir, migrationsDir string
	var hooksWatch bool
	var hooksPool int
	app.RootCmd.PersistentFlags().StringVar(&hooksDir, "hooksDir", defaultDir("pb_hooks"),
		"the directory with the JS app hooks (default: pb_hooks beside the binary)")
	app.RootCmd.PersistentFlags().StringVar(&migrationsDir, "migrationsDir", defaultDir("pb_migrations"),
		"the directory with the JS app migrations (default: pb_migrations beside the binary)")
	app.RootCmd.PersistentFlags().BoolVar(&hooksWatch, "hooksWatch", false,
		"restart the app when a hook file changes (default: false)")
	// Without a pool every JS hook call builds a fresh runtime (about a millisecond): 15 is
	// PocketBase's own default (examples/base), which our flags had left at zero (issue 16).
	app.RootCmd.PersistentFlags().IntVar(&hooksPool, "hooksPool", 15,
		"the JS runtimes kept warm for the hooks (default: 15)")
	app.RootCmd.ParseFlags(os.Args[1:])

	jsvm.MustRegister(app, jsvm.Config{
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

	registerVisibility(app)
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
