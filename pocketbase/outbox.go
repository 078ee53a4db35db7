package main

import (
	"fmt"
	"net/mail"
	"sync"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/mailer"
	"github.com/pocketbase/pocketbase/tools/types"
)

// The mail outbox worker. pb_hooks/mail.js stores every mail the site sends in
// mail_outbox, inside the request that caused it; this worker delivers it in the background,
// so a slow or failing SMTP server never slows or fails a request. It wakes right after a mail
// is committed and every minute (cron job "mailOutbox"), sends due mails oldest first, one at a
// time (so mails leave in the order they were written), and retries a failed mail with
// exponential backoff until outboxMaxAttempts, when the mail is marked failed for an admin to
// retry (pb_hooks/outbox.pb.js). Sent mails are removed after outboxKeepSent.

const (
	// outboxCollection is the collection of queued, sent and failed mails.
	outboxCollection = "mail_outbox"
	// outboxMaxAttempts is how often a mail is tried before it is marked failed (default 10:
	// with outboxFirstRetry doubling, the last try is about 8.5 hours after the first).
	outboxMaxAttempts = 10
	// outboxFirstRetry is the wait after the first failed attempt; each further failure doubles it.
	outboxFirstRetry = time.Minute
	// outboxMaxRetry caps the wait between two attempts (default 4 hours).
	outboxMaxRetry = 4 * time.Hour
	// outboxSendTimeout is how long one SMTP delivery may take before it counts as failed.
	outboxSendTimeout = time.Minute
	// outboxBatch is the most mails one pass sends; the next pass follows at once when full.
	outboxBatch = 20
	// outboxKeepSent is how long a sent mail stays visible to admins (default 30 days).
	outboxKeepSent = 30 * 24 * time.Hour
)

// outboxWorker delivers the mails of one app; wake asks for a pass without blocking.
type outboxWorker struct {
	app  core.App
	wake chan struct{}
	stop chan struct{}
	once sync.Once
}

// registerOutbox starts the outbox worker with `serve` and binds what wakes it.
func registerOutbox(app core.App) {
	w := &outboxWorker{app: app, wake: make(chan struct{}, 1), stop: make(chan struct{})}

	// A committed mail (PocketBase runs this after the surrounding transaction commits).
	app.OnRecordAfterCreateSuccess(outboxCollection).BindFunc(func(e *core.RecordEvent) error {
		w.poke()
		return e.Next()
	})
	// A mail an admin asked to retry (queued, due now). The worker's own saves wake it too,
	// which costs one query that finds nothing due.
	app.OnRecordAfterUpdateSuccess(outboxCollection).BindFunc(func(e *core.RecordEvent) error {
		if e.Record.GetString("state") == "queued" {
			w.poke()
		}
		return e.Next()
	})

	app.OnServe().BindFunc(func(e *core.ServeEvent) error {
		e.App.Cron().MustAdd("mailOutbox", "* * * * *", w.poke)
		go w.run()
		w.poke() // whatever was left queued when the server last stopped
		return e.Next()
	})
	app.OnTerminate().BindFunc(func(e *core.TerminateEvent) error {
		w.once.Do(func() { close(w.stop) })
		return e.Next()
	})
}

func (w *outboxWorker) poke() {
	select {
	case w.wake <- struct{}{}:
	default: // a pass is already asked for; it will see this mail too
	}
}

func (w *outboxWorker) run() {
	for {
		select {
		case <-w.stop:
			return
		case <-w.wake:
			for w.pass() == outboxBatch {
				// a full batch: more may be due
			}
			w.removeOldSent()
		}
	}
}

// pass sends the due mails, oldest first, and returns how many it tried.
func (w *outboxWorker) pass() int {
	due, err := w.app.FindRecordsByFilter(
		outboxCollection,
		"state = 'queued' && next_attempt_at <= {:now}",
		"created",
		outboxBatch,
		0,
		dbx.Params{"now": types.NowDateTime().String()},
	)
	if err != nil {
		w.app.Logger().Error("Mail outbox: reading due mails failed", "error", err)
		return 0
	}
	for _, record := range due {
		w.deliver(record)
	}
	// One turn at the write lock for the whole batch: submissions queue for it too.
	err = w.app.RunInTransaction(func(tx core.App) error {
		for _, record := range due {
			if err := tx.Save(record); err != nil {
				w.app.Logger().Error("Mail outbox: recording an outcome failed", "mail", record.Id, "error", err)
			}
		}
		return nil
	})
	if err != nil {
		w.app.Logger().Error("Mail outbox: recording the outcomes failed", "error", err)
	}
	return len(due)
}

// deliver sends one mail and sets the outcome on the record (saved by the caller).
func (w *outboxWorker) deliver(record *core.Record) {
	err := w.send(record)
	attempts := record.GetInt("attempts") + 1
	record.Set("attempts", attempts)
	now := time.Now().UTC()
	switch {
	case err == nil:
		record.Set("state", "sent")
		record.Set("sent_at", now)
		record.Set("last_error", "")
		record.Set("next_attempt_at", "")
	case attempts >= outboxMaxAttempts:
		record.Set("state", "failed")
		record.Set("last_error", truncate(err.Error(), 2000))
		record.Set("next_attempt_at", "")
	default:
		record.Set("last_error", truncate(err.Error(), 2000))
		record.Set("next_attempt_at", now.Add(retryDelay(attempts)))
	}
	if err != nil {
		w.app.Logger().Warn("Mail outbox: delivery failed", "mail", record.Id, "attempts", attempts, "error", err)
	}
}

// retryDelay is the wait after the given number of failed attempts: 1, 2, 4, ... minutes.
func retryDelay(attempts int) time.Duration {
	delay := outboxFirstRetry
	for i := 1; i < attempts && delay < outboxMaxRetry; i++ {
		delay *= 2
	}
	return min(delay, outboxMaxRetry)
}

// send hands one stored mail to PocketBase's mailer (the SMTP settings of the moment).
func (w *outboxWorker) send(record *core.Record) error {
	meta := w.app.Settings().Meta
	message := &mailer.Message{
		From:    mail.Address{Address: meta.SenderAddress, Name: meta.SenderName},
		To:      []mail.Address{{Address: record.GetString("to")}},
		Subject: record.GetString("subject"),
		Text:    record.GetString("text"),
		HTML:    record.GetString("html"),
	}
	if replyTo := record.GetString("reply_to"); replyTo != "" {
		message.Headers = map[string]string{"Reply-To": replyTo}
	}
	result := make(chan error, 1)
	go func() { result <- w.app.NewMailClient().Send(message) }()
	select {
	case err := <-result:
		return err
	case <-time.After(outboxSendTimeout):
		return fmt.Errorf("the mail server did not answer within %s", outboxSendTimeout)
	}
}

// removeOldSent deletes sent mails older than outboxKeepSent (failed ones stay until retried).
func (w *outboxWorker) removeOldSent() {
	before := types.NowDateTime().Add(-outboxKeepSent).String()
	_, err := w.app.DB().NewQuery("DELETE FROM mail_outbox WHERE state = 'sent' AND sent_at != '' AND sent_at < {:before}").
		Bind(dbx.Params{"before": before}).Execute()
	if err != nil {
		w.app.Logger().Error("Mail outbox: removing old sent mails failed", "error", err)
	}
}

func truncate(s string, limit int) string {
	if len(s) <= limit {
		return s
	}
	return s[:limit]
}
