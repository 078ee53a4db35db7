package main

import (
	"testing"

	"github.com/pocketbase/pocketbase/core"
)

func TestPublicWrite(t *testing.T) {
	rule := func(s string) *string { return &s }
	collection := core.NewBaseCollection("x")
	collection.CreateRule = rule("")
	collection.UpdateRule = rule(`@request.auth.id != "" && owner = @request.auth.id`)
	collection.DeleteRule = nil

	cases := []struct {
		method string
		want   bool
	}{
		{"POST", true},    // anyone may create
		{"PATCH", false},  // only a signed-in owner
		{"DELETE", false}, // superusers only
		{"PUT", true},     // an upsert may create
	}
	for _, c := range cases {
		if got := publicWrite(collection, c.method); got != c.want {
			t.Errorf("publicWrite(%s) = %v, want %v", c.method, got, c.want)
		}
	}

	collection.CreateRule = rule(`@request.body.role:isset = false || @request.body.role = "user"`)
	if !publicWrite(collection, "POST") {
		t.Error("a rule that never looks at the caller is public")
	}
}
