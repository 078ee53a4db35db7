/// <reference path="../pb_data/types.d.ts" />
// The one helper every hook uses to check a public or owner write as it was sent.
// PocketBase hands hooks a body it has already reworked for the record: form fields guessed
// into numbers and booleans ("1" -> 1, "true" -> true), select and list values normalized, so
// a schema run on e.requestInfo().body or on the record sees what PocketBase made of the
// request, not the request. Here the body is read again from the request itself: JSON as
// parsed, form fields as the text sent (several values of one name as a list).

/** The field under which PocketBase's SDK sends the JSON part of a multipart body. */
const JSON_PAYLOAD = "@jsonPayload";

/** Form values (Go url.Values) as a plain object: one value as text, several as a list. */
function formFields(values) {
  const body = {};
  if (!values) return body;
  for (const name of Object.keys(values)) {
    const list = Array.from(values[name] || []).map(String);
    if (name === JSON_PAYLOAD) {
      for (const part of list) Object.assign(body, JSON.parse(part));
    } else {
      body[name] = list.length === 1 ? list[0] : list;
    }
  }
  return body;
}

/**
 * The request's body as the client sent it, before any coercion: parsed JSON, or the text
 * fields of a form (files travel apart and are not part of it). {} for an empty body.
 */
function rawBody(e) {
  // Record events embed the request event: goja reaches its request only through it.
  const request = e.request || e.requestEvent.request;
  const type = String(request.header.get("Content-Type") || "").toLowerCase();
  if (type.indexOf("multipart/form-data") === 0) {
    e.requestInfo(); // parses the form once, if no hook did yet
    return formFields(request.multipartForm ? request.multipartForm.value : null);
  }
  if (type.indexOf("application/x-www-form-urlencoded") === 0) {
    e.requestInfo();
    return formFields(request.postForm);
  }
  const text = toString(request.body);
  if (!text.trim()) return {};
  const parsed = JSON.parse(text);
  return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? parsed : { "": parsed };
}

/**
 * The fields of a passed check (site-bundle.js `Checked`), or a 400 with the first message and
 * one message per field, as every form shows them.
 */
function fieldsOrThrow(result) {
  if (result.ok) return result.fields;
  const errors = {};
  for (const field in result.errors) {
    errors[field] = new ValidationError("validation_invalid_value", result.errors[field]);
  }
  throw new BadRequestError(result.message, errors);
}

/**
 * Runs a check of site-bundle.js (a function of the body returning `Checked`) on the raw body
 * of the request, with `omit` fields (a honeypot) left out; returns the checked fields or
 * throws the 400.
 */
function checkRawBody(e, check, omit) {
  const body = rawBody(e);
  const kept = {};
  for (const name of Object.keys(body)) {
    if ((omit || []).indexOf(name) < 0) kept[name] = body[name];
  }
  return fieldsOrThrow(check(kept));
}

module.exports = { rawBody, fieldsOrThrow, checkRawBody };
