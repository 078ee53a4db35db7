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
// to siteRebuilds.request ($siteRebuild.request in the JS hooks). One request is in flight at a
// time; the reasons arriving meanwhile go together in the next one, so a bulk create of 10,000
// public centers asks a handful of times rather than 10,000 (issue 16). The site debounces its
// builds anyway; the body lists every reason.
type siteRebuilds struct {
	app    core.App
	client *http.Client

	mu      sync.Mutex
	pending []string
	sending bool
}

func newSiteRebuilds(app core.App) *siteRebuilds {
	return &siteRebuilds{app: app, client: &http.Client{Timeout: 3 * time.Second}}
}

// request asks for a rebuild for reason (a collection and a record id, say) and returns at
// once; it does nothing when SITE_REBUILD_URL or SITE_REBUILD_TOKEN is unset.
func (s *siteRebuilds) request(reason string) {
	if os.Getenv("SITE_REBUILD_URL") == "" || os.Getenv("SITE_REBUILD_TOKEN") == "" {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.pending = append(s.pending, reason)
	if !s.sending {
		s.sending = true
		go s.sendAll()
	}
}

// sendAll sends the pending reasons, one request at a time, until none are left.
func (s *siteRebuilds) sendAll() {
	for {
		s.mu.Lock()
		reasons := s.pending
		s.pending = nil
		if len(reasons) == 0 {
			s.sending = false
			s.mu.Unlock()
			return
		}
		s.mu.Unlock()
		s.send(reasons)
	}
}

func (s *siteRebuilds) send(reasons []string) {
	reason := reasons[0]
	if len(reasons) > 1 {
		reason += " and " + strconv.Itoa(len(reasons)-1) + " more"
	}
	body, _ := json.Marshal(map[string]any{"reason": reason, "reasons": reasons})
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
