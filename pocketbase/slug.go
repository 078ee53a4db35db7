package main

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// slugify is src/lib/slug.ts slugify, in Go because it runs for every center of a bulk create:
// the name decomposed (NFD), its combining marks (U+0300-U+036F) dropped,
// lowercased, everything but a-z, 0-9 and whitespace dropped, trimmed, and runs of whitespace
// made one hyphen; "center" when nothing is left. Whitespace is ECMAScript's \s, which the
// TypeScript uses. slug_test.go runs both on the same names (the TypeScript through the hooks'
// bundle, in goja as the hooks ran it) and fails on any difference.
func slugify(name string) string {
	var kept strings.Builder
	for _, r := range norm.NFD.String(name) {
		switch {
		case r >= 0x0300 && r <= 0x036f:
			continue
		case isECMAScriptSpace(r):
			kept.WriteRune(r)
			continue
		}
		for _, lower := range ecmaScriptLower(r) {
			if (lower >= 'a' && lower <= 'z') || (lower >= '0' && lower <= '9') || isECMAScriptSpace(lower) {
				kept.WriteRune(lower)
			}
		}
	}
	slug := strings.Join(strings.FieldsFunc(kept.String(), isECMAScriptSpace), "-")
	if slug == "" {
		return "center"
	}
	return slug
}

// ecmaScriptLower is String.prototype.toLowerCase for one code point: Unicode's simple
// lowercase mapping, and the one unconditional special casing (U+0130 becomes "i" and a
// combining dot above). Only what lands in a-z matters to slugify.
func ecmaScriptLower(r rune) []rune {
	if r == 0x0130 {
		return []rune{'i', 0x0307}
	}
	return []rune{unicode.ToLower(r)}
}

// isECMAScriptSpace reports whether r matches ECMAScript's \s (WhiteSpace and LineTerminator),
// which String.prototype.trim uses as well.
func isECMAScriptSpace(r rune) bool {
	switch r {
	case '\t', '\n', '\v', '\f', '\r', ' ', 0x00a0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff:
		return true
	}
	return r >= 0x2000 && r <= 0x200a
}
