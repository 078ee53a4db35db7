//go:build pprof

// Profiling build: `go build -tags pprof` serves Go's pprof handlers at PB_PPROF
// (for example 127.0.0.1:6060) when it is set, for `go tool pprof`. Production builds leave it out.
package main

import (
	"log"
	"net/http"
	_ "net/http/pprof"
	"os"
)

func init() {
	if addr := os.Getenv("PB_PPROF"); addr != "" {
		go func() { log.Println(http.ListenAndServe(addr, nil)) }()
	}
}
