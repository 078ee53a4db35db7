package main

import (
	"encoding/json"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Names and public text never keep control characters or bidirectional overrides and isolates:
// a NUL or a right-to-left override in a center's name would show in the admin
// tables, the mails and the pages. The one sanitizer runs in Go on every record save, whatever
// the collection and whoever writes it, so no JS runtime is paid per record.

// multilineFields are the text fields where line breaks and tabs belong (descriptions and
// messages); in every other text field they become spaces.
var multilineFields = map[string]bool{
	"about":                true,
	"area_summary":         true,
	"business_description": true,
	// The owner's description in the site's other languages.
	"business_description_es":  true,
	"business_description_hmn": true,
	"business_description_so":  true,
	"cover_letter":             true,
	"description":              true,
	"knowledge_base":           true,
	"location_summary":         true,
	"message":                  true,
	"requirements":             true,
	"working_hours":            true,
}

// cleanText removes C0 and C1 control characters and the bidi embedding, override and
// isolate characters (U+202A-U+202E, U+2066-U+2069); tab, line feed and carriage return stay
// when multiline, else they become spaces.
func cleanText(value string, multiline bool) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r == '\t' || r == '\n' || r == '\r':
			if multiline {
				return r
			}
			return ' '
		case r < 0x20 || (r >= 0x7f && r <= 0x9f):
			return -1
		case (r >= 0x202a && r <= 0x202e) || (r >= 0x2066 && r <= 0x2069):
			return -1
		}
		return r
	}, value)
}

// cleanJSON cleans every string inside a JSON value (lists of services and the like); it
// returns the value unchanged when it holds nothing to clean or is not valid JSON.
func cleanJSON(raw types.JSONRaw) types.JSONRaw {
	var value any
	if len(raw) == 0 || json.Unmarshal(raw, &value) != nil {
		return raw
	}
	var walk func(v any) any
	walk = func(v any) any {
		switch t := v.(type) {
		case string:
			return cleanText(t, false)
		case []any:
			for i := range t {
				t[i] = walk(t[i])
			}
		case map[string]any:
			for k := range t {
				t[k] = walk(t[k])
			}
		}
		return v
	}
	cleaned, err := json.Marshal(walk(value))
	if err != nil || string(cleaned) == string(raw) {
		return raw
	}
	return cleaned
}

// mayNeedCleaning reports whether JSON text may hold a character cleanText removes or replaces:
// an escape (\t, \n, \u0000, ...), a C1 control (UTF-8 C2 80-9F) or a bidi control (E2 80 AA-AE,
// E2 81 A6-A9). Raw C0 controls cannot appear in valid JSON strings. Most values hold none of
// them, and skip the decoding and encoding of cleanJSON.
func mayNeedCleaning(raw []byte) bool {
	for i, c := range raw {
		switch {
		case c == '\\':
			return true
		case c == 0xc2 && i+1 < len(raw) && raw[i+1] >= 0x80 && raw[i+1] <= 0x9f:
			return true
		case c == 0xe2 && i+2 < len(raw) && raw[i+1] == 0x80 && raw[i+2] >= 0xaa && raw[i+2] <= 0xae:
			return true
		case c == 0xe2 && i+2 < len(raw) && raw[i+1] == 0x81 && raw[i+2] >= 0xa6 && raw[i+2] <= 0xa9:
			return true
		case c < 0x20:
			return true
		}
	}
	return false
}

// sanitizeRecord cleans every visible text field and every JSON field of the record.
func sanitizeRecord(record *core.Record) {
	for _, field := range record.Collection().Fields {
		if field.GetHidden() {
			continue // tokens, access codes: never text a person typed
		}
		name := field.GetName()
		switch field.(type) {
		case *core.TextField:
			// Set only what changes: a set runs the field's setter (bulk creates).
			value := record.GetString(name)
			if cleaned := cleanText(value, multilineFields[name]); cleaned != value {
				record.Set(name, cleaned)
			}
		case *core.JSONField:
			if raw, ok := record.GetRaw(name).(types.JSONRaw); ok && mayNeedCleaning(raw) {
				if cleaned := cleanJSON(raw); string(cleaned) != string(raw) {
					record.Set(name, cleaned)
				}
			}
		}
	}
}

// registerSanitizer cleans the text of every record of every collection before it is
// validated and saved.
func registerSanitizer(app core.App) {
	app.OnRecordCreate().BindFunc(func(e *core.RecordEvent) error {
		sanitizeRecord(e.Record)
		return e.Next()
	})
	app.OnRecordUpdate().BindFunc(func(e *core.RecordEvent) error {
		sanitizeRecord(e.Record)
		return e.Next()
	})
}
