package main

import (
	"testing"
	"time"
)

func TestIntakeGateLetsSlotsInAndRefusesWhoWaitsTooLong(t *testing.T) {
	gate := &intakeGate{slots: make(chan struct{}, 2), maxWait: 50 * time.Millisecond}
	if !gate.acquire() || !gate.acquire() {
		t.Fatal("the free slots were refused")
	}
	started := time.Now()
	if gate.acquire() {
		t.Fatal("a third submission got in while both slots were taken")
	}
	if waited := time.Since(started); waited < 50*time.Millisecond || waited > time.Second {
		t.Fatalf("refused after %v, not after the longest wait", waited)
	}
	// A slot freed while one waits lets that one in.
	go func() {
		time.Sleep(10 * time.Millisecond)
		<-gate.slots
	}()
	if !gate.acquire() {
		t.Fatal("a freed slot was not taken")
	}
}

func TestIntakeGateRefusesAtOnceWhenTooManyWait(t *testing.T) {
	gate := &intakeGate{slots: make(chan struct{}, 1), maxWait: time.Minute}
	gate.slots <- struct{}{}
	gate.waiting.Store(intakeMaxWaiting)
	started := time.Now()
	if gate.acquire() {
		t.Fatal("got in with the slot taken")
	}
	if waited := time.Since(started); waited > 100*time.Millisecond {
		t.Fatalf("waited %v though the queue was full", waited)
	}
}
