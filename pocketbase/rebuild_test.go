package main

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strconv"
	"sync"
	"testing"
	"time"
)

func TestRebuildBodyListsEachChangeAndEveryPageOnce(t *testing.T) {
	body := rebuildBody([]rebuildChange{
		{Reason: "centers a", Paths: []string{"/center/a-1", "/job/j1"}},
		{Reason: "center_images b", Paths: []string{"/center/a-1"}},
		{Reason: "centers c", Paths: []string{}},
	})
	if body["reason"] != "centers a and 2 more" {
		t.Fatalf("reason = %v", body["reason"])
	}
	paths := body["paths"].([]string)
	if len(paths) != 2 || paths[0] != "/center/a-1" || paths[1] != "/job/j1" {
		t.Fatalf("paths = %v", paths)
	}
	if got := len(body["changes"].([]rebuildChange)); got != 3 {
		t.Fatalf("changes = %d", got)
	}
}

func TestRebuildBodyStaysSmallForBulkWrites(t *testing.T) {
	var changes []rebuildChange
	for i := range 2000 {
		n := strconv.Itoa(i)
		changes = append(changes, rebuildChange{Reason: "centers " + n, Paths: []string{"/center/x-" + n}})
	}
	body := rebuildBody(changes)
	// Too many pages to serve fresh: none, and the build brings them all.
	if got := len(body["paths"].([]string)); got != 0 {
		t.Fatalf("paths = %d, want 0", got)
	}
	if got := len(body["changes"].([]rebuildChange)); got != maxListedChanges {
		t.Fatalf("changes = %d, want %d", got, maxListedChanges)
	}
	if body["reason"] != "centers 0 and 1999 more" {
		t.Fatalf("reason = %v", body["reason"])
	}
}

func TestAChangeNamingPagesReturnsOnceTheSiteHasThem(t *testing.T) {
	var mu sync.Mutex
	var got []string
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var body struct {
			Paths []string `json:"paths"`
		}
		_ = json.NewDecoder(r.Body).Decode(&body)
		time.Sleep(50 * time.Millisecond) // a site that takes its time to answer
		mu.Lock()
		got = append(got, body.Paths...)
		mu.Unlock()
		w.WriteHeader(http.StatusAccepted)
	}))
	defer site.Close()
	t.Setenv("SITE_REBUILD_URL", site.URL)
	t.Setenv("SITE_REBUILD_TOKEN", "token")

	rebuilds := newSiteRebuilds(nil)
	rebuilds.request("centers a", []string{"/center/a-1"})
	mu.Lock()
	defer mu.Unlock()
	if len(got) != 1 || got[0] != "/center/a-1" {
		t.Fatalf("when request returned the site had %v", got)
	}
}
