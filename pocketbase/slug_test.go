package main

import (
	"math/rand"
	"os"
	"testing"

	"github.com/dop251/goja"
)

// siteBundle loads the hooks' bundle (pb_hooks/site-bundle.js, built from the TypeScript) in
// goja, as the JS hooks run it, and returns its exports: the Go copies of its rules are tested
// against it.
func siteBundle(t *testing.T) (*goja.Runtime, *goja.Object) {
	t.Helper()
	source, err := os.ReadFile("pb_hooks/site-bundle.js")
	if err != nil {
		t.Fatal(err)
	}
	vm := goja.New()
	module := vm.NewObject()
	exports := vm.NewObject()
	_ = module.Set("exports", exports)
	_ = vm.Set("module", module)
	_ = vm.Set("exports", exports)
	if _, err := vm.RunScript("site-bundle.js", string(source)); err != nil {
		t.Fatal(err)
	}
	return vm, module.Get("exports").ToObject(vm)
}

// bundledFunc is the bundle's exported function name, as a Go function of type F.
func bundledFunc[F any](t *testing.T, name string) F {
	t.Helper()
	vm, exports := siteBundle(t)
	var f F
	if err := vm.ExportTo(exports.Get(name), &f); err != nil {
		t.Fatal(err)
	}
	return f
}

func TestSlugifyMatchesTheTypeScript(t *testing.T) {
	bundled := bundledFunc[func(string) string](t, "slugify")
	names := []string{
		"", "   ", "Bright Futures ABA", "  Bright   Futures\tABA  ", "Café Crème Therapy",
		"Sjöberg & Söner", "İstanbul Center", "KELVIN \u212a", "Ørsted's Place", "ß Straße",
		"東京 Autism", "St. Paul's #1 Center!", "a\u00a0b\u2003c\ufeffd\u3000e", "\u0085NEL\u0085",
		"ﬁve ﬂowers", "Ⅻ Roman", "①②③", "Ａｂｃ Fullwidth", "dž Dž DŽ", "ΣΊΣΥΦΟΣ", "---", "123",
	}
	// Random names over letters, marks, digits, punctuation and every kind of space.
	alphabet := []rune("aZ09 -_.'&\t\n\u00a0\u1680\u2000\u200a\u2028\u202f\u205f\u3000\ufeff\u0085" +
		"éÉñÑüÜçÇåÅøØæÆœŒßİıĳǅ\u0301\u0308\u0327\u212a\u2126ﬁﬀＡａ①Ⅳ東ΣσςДд\u200b\u00ad")
	random := rand.New(rand.NewSource(16))
	for i := 0; i < 20000; i++ {
		name := make([]rune, random.Intn(14))
		for j := range name {
			name[j] = alphabet[random.Intn(len(alphabet))]
		}
		names = append(names, string(name))
	}
	for _, name := range names {
		if got, want := slugify(name), bundled(name); got != want {
			t.Fatalf("slugify(%q) = %q, the TypeScript gives %q", name, got, want)
		}
	}
}
