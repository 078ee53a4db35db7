package main

import (
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"
)

// The analytics beacon's hits, kept in memory and written every few seconds in one transaction.
// Written one by one, every page view committed to data.db, and each commit empties
// the public read cache (public_cache.go keys on SQLite's data_version): behind real traffic the
// cache was emptied all the time. Now the cache starts over at most once per flush.
//
// What a crash loses: the hits of the last analyticsFlushEvery at most (they were never
// acknowledged as stored; the beacon answers 204 either way). A normal stop flushes.
//
// pb_hooks/analytics.pb.js checks a hit (the shared schema), hashes the visitor with the day's
// salt and hands it here ($analytics.add), as the server-side metrics are (intake shares,
// applications: one write fewer each in the intake's and the application's turn at the lock); the flush keeps the rule of analytics.js: a visitor
// counts once a day per center and metric (the visit's unique hash, INSERT OR IGNORE), and only
// a first visit adds one to the day's count. Reading a center's numbers (the analytics route,
// $analytics.flush, or the records API) flushes first, so nobody sees fewer than were reported.

// analyticsFlushEvery is how long a hit may wait in memory.
const analyticsFlushEvery = 3 * time.Second

// analyticsFlushAt starts a flush early when this many hits wait (memory stays bounded).
const analyticsFlushAt = 5000

// analyticsKeepAtMost bounds the hits kept while flushes fail; the oldest go first.
const analyticsKeepAtMost = 100 * analyticsFlushAt

const analyticsIDAlphabet = "abcdefghijklmnopqrstuvwxyz0123456789"

type analyticsHit struct {
	visit, day, center, metric string
}

type analyticsBuffer struct {
	app core.App

	mu   sync.Mutex
	hits []analyticsHit

	// flushMu makes flushes one at a time, so hits are written in the order they came.
	flushMu sync.Mutex
	early   chan struct{}
}

// registerAnalytics starts the buffer's flushes with the server and flushes once more when the
// app stops; it returns the buffer for the JS hooks.
func registerAnalytics(app core.App) *analyticsBuffer {
	buffer := &analyticsBuffer{app: app, early: make(chan struct{}, 1)}
	stop := make(chan struct{})
	app.OnServe().BindFunc(func(e *core.ServeEvent) error {
		go buffer.run(stop)
		return e.Next()
	})
	// Whoever reads the analytics through the records API reads the hits reported so far:
	// flushed before the handler reads the rows (the records API's own list hook comes after).
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.BindFunc(func(e *core.RequestEvent) error {
			if e.Request.Method == http.MethodGet && strings.HasPrefix(e.Request.Pattern, "GET /api/collections/{collection}/records") {
				collection, err := e.App.FindCachedCollectionByNameOrId(e.Request.PathValue("collection"))
				if err == nil && (collection.Name == "center_analytics" || collection.Name == "analytics_visits") {
					if err := buffer.flush(); err != nil {
						return err
					}
				}
			}
			return e.Next()
		})
		return se.Next()
	})
	app.OnTerminate().BindFunc(func(e *core.TerminateEvent) error {
		close(stop)
		buffer.flushLogged()
		return e.Next()
	})
	return buffer
}

// add keeps one hit: the visitor's salted hash for the day, center and metric, or no visit for
// a server-side metric, which counts every time (pb_hooks/analytics.js countLogged).
func (b *analyticsBuffer) add(visit, day, center, metric string) {
	b.mu.Lock()
	b.hits = append(b.hits, analyticsHit{visit: visit, day: day, center: center, metric: metric})
	full := len(b.hits) >= analyticsFlushAt
	b.mu.Unlock()
	if full {
		select {
		case b.early <- struct{}{}:
		default:
		}
	}
}

func (b *analyticsBuffer) run(stop <-chan struct{}) {
	ticker := time.NewTicker(analyticsFlushEvery)
	defer ticker.Stop()
	for {
		select {
		case <-stop:
			return
		case <-ticker.C:
		case <-b.early:
		}
		b.flushLogged()
	}
}

func (b *analyticsBuffer) flushLogged() {
	if err := b.flush(); err != nil {
		b.app.Logger().Error("Analytics flush failed", "error", err)
	}
}

// flush writes the waiting hits in one transaction; when it fails they wait for the next.
func (b *analyticsBuffer) flush() error {
	b.flushMu.Lock()
	defer b.flushMu.Unlock()
	b.mu.Lock()
	hits := b.hits
	b.hits = nil
	b.mu.Unlock()
	if len(hits) == 0 {
		return nil
	}
	err := b.app.RunInTransaction(func(txApp core.App) error {
		for _, hit := range hits {
			if hit.visit == "" {
				// A server-side metric (an intake shared, an application): every one counts.
				if err := countAnalytics(txApp, hit.center, hit.metric, hit.day); err != nil {
					return err
				}
				continue
			}
			result, err := txApp.DB().
				NewQuery("INSERT OR IGNORE INTO analytics_visits (id, visit, day) VALUES ({:id}, {:visit}, {:day})").
				Bind(map[string]any{"id": newAnalyticsID(), "visit": hit.visit, "day": hit.day}).
				Execute()
			if err != nil {
				return err
			}
			if first, err := result.RowsAffected(); err != nil || first == 0 {
				continue
			}
			if err := countAnalytics(txApp, hit.center, hit.metric, hit.day); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		// Kept for the next flush (a busy database passes), within a bound.
		b.mu.Lock()
		b.hits = append(hits, b.hits...)
		if len(b.hits) > analyticsKeepAtMost {
			b.hits = b.hits[len(b.hits)-analyticsKeepAtMost:]
		}
		b.mu.Unlock()
	}
	return err
}

// countAnalytics adds one to a center's metric on a day: one row per center, day and metric.
func countAnalytics(app core.App, center, metric, day string) error {
	_, err := app.DB().
		NewQuery("INSERT INTO center_analytics (id, center, day, metric, count) VALUES ({:id}, {:center}, {:day}, {:metric}, 1) " +
			"ON CONFLICT (center, day, metric) DO UPDATE SET count = count + 1").
		Bind(map[string]any{"id": newAnalyticsID(), "center": center, "day": day, "metric": metric}).
		Execute()
	return err
}

func newAnalyticsID() string {
	return security.RandomStringWithAlphabet(15, analyticsIDAlphabet)
}
