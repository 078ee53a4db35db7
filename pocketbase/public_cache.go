package main

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// The public read cache: a visitor's list or view of the public collections is
// answered from memory while the database has not changed since the answer was read.
//
// A guest's answer depends only on the stored data and the URL: the API rules of these
// collections read the record's own fields and @request.auth (empty for a guest), never the
// time or the request's headers. Building it costs about 0.15 ms a center (SQLite read and JSON
// encoding); a copy from memory costs nothing like that, so one answer serves every visitor
// until the next write.
//
// Freshness: SQLite's "PRAGMA data_version" on one connection of our own changes whenever
// another connection commits to the database, whatever wrote it (the API, a hook's raw SQL, a
// transaction, another process). The version is read before the answer is built, so the answer
// is at least as new as the version it is stored under, and it is served only while the version
// is still the same: no commit has happened since. Signed-in requests (owners, admins,
// superusers) are never cached; PocketBase answers them as always.

// cachedCollections are answered from the cache for guests. Each one's list and view rules may
// read only the record (and its relations) and @request.auth: a rule that reads the time
// (@now, ...) or the request (@request.headers, ...) would make two guests' answers differ.
// usesOnlyStoredData checks that at every request, so a later rule change stays correct.
var cachedCollections = map[string]bool{
	"centers":       true,
	"center_images": true,
	"center_videos": true,
}

const (
	// maxCachedAnswer leaves the build's pages of 1,000 records to PocketBase: they are read
	// once per build, after the change that asked for it.
	maxCachedAnswer = 512 * 1024
	// maxCacheBytes bounds the memory: past it the cache starts over (only distinct URLs fill it).
	maxCacheBytes = 32 * 1024 * 1024
)

type cachedAnswer struct {
	contentType string
	body        []byte
}

type publicCache struct {
	app core.App

	mu      sync.RWMutex
	version int64
	answers map[string]cachedAnswer
	bytes   int

	versionMu   sync.Mutex
	versionConn *sql.Conn
	versionStmt *sql.Stmt
	// versionEpoch counts the connections opened for data_version: its counter is the
	// connection's own, so versions of two connections must never compare equal.
	versionEpoch int64

	limits guestRateLimits
}

// registerPublicCache binds the cache in front of the record list and view handlers of app.
func registerPublicCache(app core.App) {
	cache := &publicCache{app: app, answers: map[string]cachedAnswer{}, version: -1}
	cache.limits.clients = map[string]*rateWindow{}

	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.Bind(&hook.Handler[*core.RequestEvent]{
			Id: "publicReadCache",
			// After the auth token is loaded (a guest is one without a valid token) and the
			// security headers are set; before the handlers.
			Priority: apis.DefaultRateLimitMiddlewarePriority + 1,
			Func:     cache.serve,
		})
		return se.Next()
	})

	app.OnTerminate().BindFunc(func(e *core.TerminateEvent) error {
		cache.closeVersionConn()
		return e.Next()
	})

	app.Cron().MustAdd("publicReadCacheLimits", "*/10 * * * *", cache.limits.prune)
}

// serve answers an eligible guest read from the cache, or lets PocketBase answer it and keeps
// a copy.
func (c *publicCache) serve(e *core.RequestEvent) error {
	collection, ok := c.eligible(e)
	if !ok {
		return e.Next()
	}
	version, err := c.dataVersion()
	if err != nil {
		c.app.Logger().Warn("Public read cache: no data version, answering uncached", "error", err)
		return e.Next()
	}
	key := e.Request.URL.RequestURI()

	c.mu.RLock()
	answer, hit := c.answers[key]
	hit = hit && c.version == version
	c.mu.RUnlock()

	// PocketBase's handler checks the collection's rate limit; answers from memory never reach
	// it, so every read counts here as well.
	if err := c.limits.check(e, collection); err != nil {
		return err
	}
	if hit {
		e.Response.Header().Set("Content-Type", answer.contentType)
		e.Response.WriteHeader(http.StatusOK)
		_, err := e.Response.Write(answer.body)
		return err
	}

	recorder := &answerRecorder{ResponseWriter: e.Response}
	e.Response = recorder
	err = e.Next()
	e.Response = recorder.ResponseWriter
	if err != nil || recorder.status != http.StatusOK || recorder.tooLarge {
		return err
	}
	c.store(version, key, cachedAnswer{
		contentType: recorder.Header().Get("Content-Type"),
		body:        recorder.body.Bytes(),
	})
	return nil
}

// eligible reports whether e is a guest's plain read of a cached collection, and which.
func (c *publicCache) eligible(e *core.RequestEvent) (*core.Collection, bool) {
	if e.Request.Method != http.MethodGet || e.Auth != nil || e.Request.Header.Get("Authorization") != "" {
		return nil, false
	}
	view := e.Request.Pattern == "GET /api/collections/{collection}/records/{id}"
	if !view && e.Request.Pattern != "GET /api/collections/{collection}/records" {
		return nil, false
	}
	collection, err := e.App.FindCachedCollectionByNameOrId(e.Request.PathValue("collection"))
	if err != nil || !cachedCollections[collection.Name] {
		return nil, false
	}
	rule := collection.ListRule
	if view {
		rule = collection.ViewRule
	}
	// A filter or sort may name @now or @request.headers too, and an expanded relation is read
	// with its own collection's rules (job postings' read the time).
	query := e.Request.URL.RawQuery
	if rule == nil || !usesOnlyStoredData(*rule) || strings.Contains(query, "@") ||
		strings.Contains(query, "%40") || e.Request.URL.Query().Has("expand") {
		return nil, false
	}
	return collection, true
}

// usesOnlyStoredData reports whether a rule reads nothing but records and @request.auth (empty
// for every guest), so that all guests get the same answer from the same data.
func usesOnlyStoredData(rule string) bool {
	rest := strings.NewReplacer("@request.auth.", "", "@collection.", "").Replace(rule)
	return !strings.Contains(rest, "@")
}

func (c *publicCache) store(version int64, key string, answer cachedAnswer) {
	c.mu.Lock()
	defer c.mu.Unlock()
	// Answers of another version are of no more use: a lookup serves only the current one.
	if version != c.version || c.bytes+len(answer.body) > maxCacheBytes {
		c.version = version
		c.answers = map[string]cachedAnswer{}
		c.bytes = 0
	}
	if old, ok := c.answers[key]; ok {
		c.bytes -= len(old.body)
	}
	c.answers[key] = answer
	c.bytes += len(answer.body)
}

// dataVersion is SQLite's data_version on the cache's own connection: it changes whenever any
// other connection has committed a change since the last call.
func (c *publicCache) dataVersion() (int64, error) {
	c.versionMu.Lock()
	defer c.versionMu.Unlock()
	if c.versionStmt == nil {
		db, ok := c.app.ConcurrentDB().(*dbx.DB)
		if !ok {
			return 0, errors.New("the app's database is not a *dbx.DB")
		}
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		conn, err := db.DB().Conn(ctx)
		if err != nil {
			return 0, err
		}
		stmt, err := conn.PrepareContext(ctx, "PRAGMA data_version")
		if err != nil {
			_ = conn.Close()
			return 0, err
		}
		c.versionConn, c.versionStmt = conn, stmt
		c.versionEpoch++
	}
	var version int64
	if err := c.versionStmt.QueryRow().Scan(&version); err != nil {
		c.closeVersionConnLocked()
		return 0, err
	}
	return c.versionEpoch<<32 | version&0xffffffff, nil
}

func (c *publicCache) closeVersionConn() {
	c.versionMu.Lock()
	defer c.versionMu.Unlock()
	c.closeVersionConnLocked()
}

func (c *publicCache) closeVersionConnLocked() {
	if c.versionStmt != nil {
		_ = c.versionStmt.Close()
		_ = c.versionConn.Close()
	}
	c.versionConn, c.versionStmt = nil, nil
}

// answerRecorder passes an answer through to the client and keeps a copy of it.
type answerRecorder struct {
	http.ResponseWriter
	status   int
	body     bytes.Buffer
	tooLarge bool
}

func (r *answerRecorder) WriteHeader(status int) {
	if r.status == 0 {
		r.status = status
	}
	r.ResponseWriter.WriteHeader(status)
}

func (r *answerRecorder) Write(p []byte) (int, error) {
	if r.status == 0 {
		r.status = http.StatusOK
	}
	if !r.tooLarge {
		if r.body.Len()+len(p) > maxCachedAnswer {
			r.tooLarge = true
			r.body = bytes.Buffer{}
		} else {
			r.body.Write(p)
		}
	}
	return r.ResponseWriter.Write(p)
}

func (r *answerRecorder) Unwrap() http.ResponseWriter { return r.ResponseWriter }

// guestRateLimits applies the collection rate limits of the settings (the rule PocketBase's
// handler would find for "{collection}:list" or ":view") to the answers served from memory,
// with PocketBase's own fixed window per client address.
type guestRateLimits struct {
	mu      sync.Mutex
	clients map[string]*rateWindow
}

type rateWindow struct {
	start, seconds int64
	left           int
}

func (l *guestRateLimits) check(e *core.RequestEvent, collection *core.Collection) error {
	settings := e.App.Settings().RateLimits
	ip := e.RealIP()
	if !settings.Enabled || ip == "" || containsIP(settings.ExcludedIPs, ip) {
		return nil
	}
	action := "list"
	if e.Request.PathValue("id") != "" {
		action = "view"
	}
	labels := []string{
		collection.Name + ":" + action,
		"*:" + action,
		e.Request.Method + " " + e.Request.URL.Path,
		e.Request.URL.Path,
	}
	rule, ok := settings.FindRateLimitRule(labels, core.RateLimitRuleAudienceAll, core.RateLimitRuleAudienceGuest)
	if !ok {
		return nil
	}
	now := time.Now().Unix()
	key := collection.Id + action + rule.String() + "|" + ip
	l.mu.Lock()
	defer l.mu.Unlock()
	window := l.clients[key]
	if window == nil || now-window.start >= window.seconds {
		window = &rateWindow{start: now, seconds: rule.Duration, left: rule.MaxRequests}
		l.clients[key] = window
	}
	if window.left <= 0 {
		return e.TooManyRequestsError("", nil)
	}
	window.left--
	return nil
}

// prune forgets the windows that have ended.
func (l *guestRateLimits) prune() {
	now := time.Now().Unix()
	l.mu.Lock()
	defer l.mu.Unlock()
	for key, window := range l.clients {
		if now-window.start >= window.seconds {
			delete(l.clients, key)
		}
	}
}

// containsIP reports whether ip is one of the excluded addresses (PocketBase also accepts
// subnets there; an address in an excluded subnet is simply limited here).
func containsIP(list []string, ip string) bool {
	for _, item := range list {
		if item == ip {
			return true
		}
	}
	return false
}
