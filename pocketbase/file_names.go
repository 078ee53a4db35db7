package main

import (
	"mime"
	"path/filepath"
	"strings"

	"github.com/gabriel-vasile/mimetype"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// Uploaded files keep only an extension that matches their content. PocketBase checks a file
// field's allowed types by the content (mimeTypes), but stores the file under the name it was
// sent with and serves some extensions by their name: a resume named x.svg that starts with
// %PDF passed the check and was served back as image/svg+xml. So, where a field checks types,
// the stored name's extension is the one of the detected type (x.svg -> x_abc123.pdf), before
// the record is validated; a file whose content is of no allowed type is still refused.

func registerFileNames(app core.App) {
	rename := func(e *core.RecordRequestEvent) error {
		nameFilesByContent(e.Record)
		return e.Next()
	}
	// Early, before the other request hooks see the record.
	app.OnRecordCreateRequest().Bind(&hook.Handler[*core.RecordRequestEvent]{Id: "fileNamesCreate", Priority: -20, Func: rename})
	app.OnRecordUpdateRequest().Bind(&hook.Handler[*core.RecordRequestEvent]{Id: "fileNamesUpdate", Priority: -20, Func: rename})
}

// nameFilesByContent gives each new file of a type-checked field its content's extension.
func nameFilesByContent(record *core.Record) {
	for _, field := range record.Collection().Fields {
		fileField, ok := field.(*core.FileField)
		if !ok || len(fileField.MimeTypes) == 0 {
			continue
		}
		for _, file := range record.GetUnsavedFiles(fileField.Name) {
			if ext := extensionFor(file.Name, detect(file)); ext != "" {
				file.Name = withExtension(file.Name, ext)
			}
		}
	}
}

// detect reads the type of a file from its content (nil when it cannot be read).
func detect(file *filesystem.File) *mimetype.MIME {
	reader, err := file.Reader.Open()
	if err != nil {
		return nil
	}
	defer reader.Close()
	detected, err := mimetype.DetectReader(reader)
	if err != nil {
		return nil
	}
	return detected
}

// withExtension replaces the extension of a stored file name.
func withExtension(name, ext string) string {
	return strings.TrimSuffix(name, filepath.Ext(name)) + ext
}

// extensionFor tells the extension to store a file under, given its current name and detected
// type: "" when the name's own extension already names that type (".jpeg" for a JPEG too).
func extensionFor(name string, detected *mimetype.MIME) string {
	if detected == nil || detected.Extension() == "" {
		return ""
	}
	current := strings.ToLower(filepath.Ext(name))
	if current == detected.Extension() {
		return ""
	}
	if byName, _, err := mime.ParseMediaType(mime.TypeByExtension(current)); err == nil && detected.Is(byName) {
		return ""
	}
	return detected.Extension()
}
