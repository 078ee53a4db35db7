package main

import (
	"strconv"
	"testing"
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
