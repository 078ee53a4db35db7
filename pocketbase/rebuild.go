package main

import (
	"bytes"
	"encoding/json"
	"net/http"
	"os"
	"strconv"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// Rebuild requests to the site (DESIGN.md decision 3), sent from Go so that a write never waits
// for them: pb_hooks/rebuild.js decides which writes change a public page and hands the reason
// and those pages to siteRebuilds.request ($siteRebuild.request in the JS hooks). One request
// is in flight at a time; the changes arriving meanwhile go together in the next one, so a bulk
// create of 10,000 public centers asks a handful of times rather than 10,000. The
// body lists each change (`changes`: reason and pages), every reason (`reasons`) and every page
// (`paths`), which the site serves fresh until a build has the change.
type siteRebuilds struct {
	app    core.App
	client *http.Client

	mu      sync.Mutex
	pending []rebuildChange
	sending bool
}

// rebuildChange is one write that alters public pages: why, and the pages (may be none).
type rebuildChange struct {
	Reason string   `json:"reason"`
	Paths  []string `json:"paths"`
	// sent is closed once a request listing the change has been answered (or has failed).
	sent chan struct{}
}

// How long a write that names pages waits for its request to reach the site.
const pagesSentWait = 3 * time.Second

// The site reads at most 64 KB of a request (scripts/lib/site-server.ts). Past these, a request
// lists the first changes only and no pages: those wait for the build, which still comes.
const (
	maxListedChanges = 200
	maxFreshPaths    = 500
)

func newSiteRebuilds(app core.App) *siteRebuilds {
	return &siteRebuilds{app: app, client: &http.Client{Timeout: 3 * time.Second}}
}

// request asks for a rebuild for reason (a collection and a record id, say) and the public
// pages it alters; it does nothing when SITE_REBUILD_URL or SITE_REBUILD_TOKEN is unset. A
// change that names pages returns once the site has them (at most pagesSentWait), so the
// writer's next look at those pages shows the change: the hooks call this before PocketBase
// answers the write. A change without pages returns at once.
func (s *siteRebuilds) request(reason string, paths []string) {
	sent := s.enqueue(reason, paths)
	if sent == nil || len(paths) == 0 {
		return
	}
	select {
	case <-sent:
	case <-time.After(pagesSentWait):
	}
}

// enqueue asks for the rebuild without waiting; the channel it returns is closed once the
// request has been answered (nil when rebuild requests are off).
func (s *siteRebuilds) enqueue(reason string, paths []string) <-chan struct{} {
	if os.Getenv("SITE_REBUILD_URL") == "" || os.Getenv("SITE_REBUILD_TOKEN") == "" {
		return nil
	}
	change := rebuildChange{Reason: reason, Paths: append([]string{}, paths...), sent: make(chan struct{})}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.pending = append(s.pending, change)
	if !s.sending {
		s.sending = true
		go s.sendAll()
	}
	return change.sent
}

// sendAll sends the pending changes, one request at a time, until none are left.
func (s *siteRebuilds) sendAll() {
	for {
		s.mu.Lock()
		changes := s.pending
		s.pending = nil
		if len(changes) == 0 {
			s.sending = false
			s.mu.Unlock()
			return
		}
		s.mu.Unlock()
		s.send(changes)
		for _, change := range changes {
			close(change.sent)
		}
	}
}

// rebuildBody is the request body for changes (see siteRebuilds).
func rebuildBody(changes []rebuildChange) map[string]any {
	reason := changes[0].Reason
	if len(changes) > 1 {
		reason += " and " + strconv.Itoa(len(changes)-1) + " more"
	}
	paths := []string{}
	seen := map[string]bool{}
	for _, change := range changes {
		for _, path := range change.Paths {
			if !seen[path] {
				seen[path] = true
				paths = append(paths, path)
			}
		}
	}
	if len(paths) > maxFreshPaths {
		paths = []string{}
	}
	listed := changes
	if len(listed) > maxListedChanges {
		listed = listed[:maxListedChanges]
	}
	reasons := make([]string, len(listed))
	for i, change := range listed {
		reasons[i] = change.Reason
	}
	return map[string]any{"reason": reason, "reasons": reasons, "changes": listed, "paths": paths}
}

func (s *siteRebuilds) send(changes []rebuildChange) {
	fields := rebuildBody(changes)
	reason := fields["reason"]
	body, _ := json.Marshal(fields)
	req, err := http.NewRequest(http.MethodPost, os.Getenv("SITE_REBUILD_URL"), bytes.NewReader(body))
	if err != nil {
		s.app.Logger().Warn("Bad SITE_REBUILD_URL", "error", err)
		return
	}
	req.Header.Set("X-Rebuild-Token", os.Getenv("SITE_REBUILD_TOKEN"))
	req.Header.Set("Content-Type", "application/json")
	res, err := s.client.Do(req)
	if err != nil {
		// The site may not be running (seeding, maintenance): the next change asks again.
		s.app.Logger().Debug("Site rebuild request failed", "reason", reason, "error", err)
		return
	}
	_ = res.Body.Close()
	if res.StatusCode != http.StatusAccepted {
		s.app.Logger().Warn("The site refused a rebuild request", "status", res.StatusCode, "reason", reason)
	}
}
