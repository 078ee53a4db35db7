package main

import "testing"

func TestIsPublicApprovalMatchesTheTypeScript(t *testing.T) {
	bundled := bundledFunc[func(string) bool](t, "isPublicApproval")
	// Every value of the centers' approved select, the empty one and some that are none.
	for _, approved := range []string{"", "pending", "yes", "no", "approved", "rejected", "Yes", "PENDING", " no"} {
		if got, want := isPublicApproval(approved), bundled(approved); got != want {
			t.Fatalf("isPublicApproval(%q) = %v, the TypeScript gives %v", approved, got, want)
		}
	}
}
