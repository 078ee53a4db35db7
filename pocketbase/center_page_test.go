package main

import "testing"

func TestCenterPageMatchesTheTypeScript(t *testing.T) {
	vm, exports := siteBundle(t)
	var centerHref func(map[string]any) string
	if err := vm.ExportTo(exports.Get("centerHref"), &centerHref); err != nil {
		t.Fatal(err)
	}
	for i, name := range []string{"Bright Futures ABA", "St. Paul's #1 Center!", "Café Crème", "", "東京 Autism"} {
		number := []int{1, 42, 1000, 7, 123456}[i]
		if got, want := centerPage(name, number), centerHref(map[string]any{"name": name, "number": number}); got != want {
			t.Fatalf("centerPage(%q, %d) = %q, the TypeScript gives %q", name, number, got, want)
		}
	}
}
