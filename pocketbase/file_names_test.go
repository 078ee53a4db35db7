package main

import (
	"testing"

	"github.com/gabriel-vasile/mimetype"
)

func TestExtensionFor(t *testing.T) {
	pdf := mimetype.Detect([]byte("%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n"))
	jpeg := mimetype.Detect([]byte{0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 'J', 'F', 'I', 'F', 0})
	cases := []struct {
		name     string
		detected *mimetype.MIME
		want     string
	}{
		{"resume_abc.pdf", pdf, ""},
		{"resume_abc.PDF", pdf, ""},
		{"x_abc.html", pdf, ".pdf"},
		{"x_abc.svg", pdf, ".pdf"},
		{"x_abc.js", pdf, ".pdf"},
		{"x_abc", pdf, ".pdf"},
		{"photo_abc.jpeg", jpeg, ""},
		{"photo_abc.jpg", jpeg, ""},
		{"photo_abc.svg", jpeg, ".jpg"},
		{"x_abc.txt", nil, ""},
	}
	for _, c := range cases {
		if got := extensionFor(c.name, c.detected); got != c.want {
			t.Errorf("extensionFor(%q, %v) = %q, want %q", c.name, c.detected, got, c.want)
		}
	}
	if got := withExtension("x_abc.svg", ".pdf"); got != "x_abc.pdf" {
		t.Errorf("withExtension = %q", got)
	}
}
