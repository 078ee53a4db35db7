package main

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/pocketbase/pocketbase/tools/types"
)

func TestCleanText(t *testing.T) {
	scenarios := []struct {
		name      string
		value     string
		multiline bool
		expected  string
	}{
		{"plain text stays", "Maple Kids Center", false, "Maple Kids Center"},
		{"NUL and bell go", "Ma\x00ple\x07", false, "Maple"},
		{"C1 controls go", "A\u0085B\u009fC", false, "ABC"},
		{"bidi overrides and isolates go", "\u202eevil\u202c \u2066x\u2069", false, "evil x"},
		{"line breaks become spaces in a name", "Maple\nKids\tCenter", false, "Maple Kids Center"},
		{"line breaks stay in a description", "One\r\nTwo\tthree", true, "One\r\nTwo\tthree"},
		{"letters of other scripts stay", "Café ñ 中文 عربى", false, "Café ñ 中文 عربى"},
	}
	for _, s := range scenarios {
		t.Run(s.name, func(t *testing.T) {
			if got := cleanText(s.value, s.multiline); got != s.expected {
				t.Fatalf("cleanText(%q) = %q, want %q", s.value, got, s.expected)
			}
		})
	}
}

func TestCleanJSON(t *testing.T) {
	got := string(cleanJSON(types.JSONRaw(`["A\u202eB",{"k":"x\u0000"},1]`)))
	if got != `["AB",{"k":"x"},1]` {
		t.Fatalf("cleanJSON = %s", got)
	}
	if got := string(cleanJSON(types.JSONRaw(`not json`))); got != "not json" {
		t.Fatalf("cleanJSON kept invalid JSON as %s", got)
	}
}

func TestMayNeedCleaningFindsEverythingCleanJSONChanges(t *testing.T) {
	values := []string{
		`["Maple","Kids"]`, `{"mon":"9-5","note":"Café ñ 中文"}`, `["a\tb"]`, `["a\nb"]`, `["a\\b"]`,
		`["\u0000"]`, "[\"\u0085\"]", "[\"\u202e\"]", "[\"\u2066x\u2069\"]", `["\u202e"]`, `[1,true,null]`,
		"[\"\u00a0\u2000\u200f\u202f\"]", "[\"\u2028\"]",
	}
	for _, value := range values {
		raw := types.JSONRaw(value)
		// Compared as values: re-encoding alone may escape a character (U+2028) it keeps.
		var before, after any
		_ = json.Unmarshal(raw, &before)
		_ = json.Unmarshal(cleanJSON(raw), &after)
		if changed := !reflect.DeepEqual(before, after); changed && !mayNeedCleaning(raw) {
			t.Fatalf("mayNeedCleaning(%s) = false, but cleanJSON changes it", value)
		}
	}
	if mayNeedCleaning(types.JSONRaw(`["Maple Kids","Café"]`)) {
		t.Fatal("mayNeedCleaning finds something to clean in plain text")
	}
}
