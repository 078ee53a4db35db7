// GENERATED from src/lib/admin-hooks-entry.ts (the center importer, with zod/mini, and the
// data-quality rules) by src/lib/admin-hooks-bundle.test.ts. Do not edit: change the
// TypeScript and run `npx vitest run src/lib/admin-hooks-bundle.test.ts -u`.
/* eslint-disable */
"use strict";
var __defProp = Object.defineProperty;
var __defProps = Object.defineProperties;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropDescs = Object.getOwnPropertyDescriptors;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getOwnPropSymbols = Object.getOwnPropertySymbols;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __propIsEnum = Object.prototype.propertyIsEnumerable;
var __defNormalProp = (obj, key, value) =>
  key in obj
    ? __defProp(obj, key, { enumerable: true, configurable: true, writable: true, value })
    : (obj[key] = value);
var __spreadValues = (a, b) => {
  for (var prop in b || (b = {})) if (__hasOwnProp.call(b, prop)) __defNormalProp(a, prop, b[prop]);
  if (__getOwnPropSymbols)
    for (var prop of __getOwnPropSymbols(b)) {
      if (__propIsEnum.call(b, prop)) __defNormalProp(a, prop, b[prop]);
    }
  return a;
};
var __spreadProps = (a, b) => __defProps(a, __getOwnPropDescs(b));
var __objRest = (source, exclude) => {
  var target = {};
  for (var prop in source)
    if (__hasOwnProp.call(source, prop) && exclude.indexOf(prop) < 0) target[prop] = source[prop];
  if (source != null && __getOwnPropSymbols)
    for (var prop of __getOwnPropSymbols(source)) {
      if (exclude.indexOf(prop) < 0 && __propIsEnum.call(source, prop)) target[prop] = source[prop];
    }
  return target;
};
var __export = (target, all) => {
  for (var name in all) __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if ((from && typeof from === "object") || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, {
          get: () => from[key],
          enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable,
        });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var __publicField = (obj, key, value) => __defNormalProp(obj, typeof key !== "symbol" ? key + "" : key, value);
var __async = (__this, __arguments, generator) => {
  return new Promise((resolve, reject) => {
    var fulfilled = (value) => {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    };
    var rejected = (value) => {
      try {
        step(generator.throw(value));
      } catch (e) {
        reject(e);
      }
    };
    var step = (x) => (x.done ? resolve(x.value) : Promise.resolve(x.value).then(fulfilled, rejected));
    step((generator = generator.apply(__this, __arguments)).next());
  });
};

// src/lib/admin-hooks-entry.ts
var admin_hooks_entry_exports = {};
__export(admin_hooks_entry_exports, {
  REMINDER_INTERVAL_DAYS: () => REMINDER_INTERVAL_DAYS,
  STALE_AFTER_DAYS: () => STALE_AFTER_DAYS,
  isReminderDue: () => isReminderDue,
  isStaleListing: () => isStaleListing,
  planImport: () => planImport,
});
module.exports = __toCommonJS(admin_hooks_entry_exports);

// node_modules/zod/v4/core/util.js
function jsonStringifyReplacer(_, value) {
  if (typeof value === "bigint") return value.toString();
  return value;
}
var Cached = class {
  constructor(getter) {
    this._getter = getter;
    this._value = void 0;
  }
  get value() {
    const getter = this._getter;
    if (getter !== void 0) {
      this._value = getter();
      this._getter = void 0;
    }
    return this._value;
  }
};
function cached(getter) {
  return new Cached(getter);
}
function nullish(input) {
  return input === null || input === void 0;
}
function cleanRegex(source) {
  const start = source.startsWith("^") ? 1 : 0;
  const end = source.endsWith("$") ? source.length - 1 : source.length;
  return source.slice(start, end);
}
function assignProp(target, prop, value) {
  Object.defineProperty(target, prop, {
    value,
    writable: true,
    enumerable: true,
    configurable: true,
  });
}
var captureStackTrace = "captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => {};
function isObject(data) {
  return typeof data === "object" && data !== null && !Array.isArray(data);
}
function clone(inst, def, params) {
  const cl = new inst._zod.constr(def != null ? def : inst._zod.def);
  if (!def || (params == null ? void 0 : params.parent)) cl._zod.parent = inst;
  return cl;
}
function normalizeParams(_params) {
  const params = _params;
  if (!params) return {};
  if (typeof params === "string") return { error: () => params };
  if ((params == null ? void 0 : params.message) !== void 0) {
    if ((params == null ? void 0 : params.error) !== void 0)
      throw new Error("Cannot specify both `message` and `error` params");
    params.error = params.message;
  }
  delete params.message;
  if (typeof params.error === "string") return __spreadProps(__spreadValues({}, params), { error: () => params.error });
  return params;
}
function optionalKeys(shape) {
  return Object.keys(shape).filter((k) => {
    return shape[k]._zod.optin !== void 0 && shape[k]._zod.optout === "optional";
  });
}
function aborted(x, startIndex = 0) {
  var _a3;
  if (x.aborted === true) return true;
  for (let i = startIndex; i < x.issues.length; i++) {
    if (((_a3 = x.issues[i]) == null ? void 0 : _a3.continue) !== true) {
      return true;
    }
  }
  return false;
}
function explicitlyAborted(x, startIndex = 0) {
  var _a3;
  if (x.aborted === true) return true;
  for (let i = startIndex; i < x.issues.length; i++) {
    if (((_a3 = x.issues[i]) == null ? void 0 : _a3.continue) === false) {
      return true;
    }
  }
  return false;
}
function prefixIssues(path, issues) {
  return issues.map((iss) => {
    var _a4;
    var _a3;
    (_a4 = (_a3 = iss).path) != null ? _a4 : (_a3.path = []);
    iss.path.unshift(path);
    return iss;
  });
}
function unwrapMessage(message) {
  return typeof message === "string" ? message : message == null ? void 0 : message.message;
}
function attachSchema(issues, start, inst) {
  var _a4;
  var _a3;
  for (let i = start; i < issues.length; i++) {
    (_a4 = (_a3 = issues[i]).schema) != null ? _a4 : (_a3.schema = inst);
  }
}
function finalizeIssue(iss, ctx, config2) {
  var _a4, _b, _c, _d, _e, _f, _g, _h, _i, _j, _k, _l, _m, _n, _o, _p, _q;
  var _a3;
  const traits = (_b = (_a4 = iss.inst) == null ? void 0 : _a4._zod) == null ? void 0 : _b.traits;
  if (traits == null ? void 0 : traits.has("$ZodType")) {
    if (traits.has("$ZodCheck")) (_c = (_a3 = iss).schema) != null ? _c : (_a3.schema = iss.inst);
    else iss.schema = iss.inst;
  }
  const schemaError =
    iss.schema !== iss.inst
      ? (_e = (_d = iss.schema) == null ? void 0 : _d._zod.def) == null
        ? void 0
        : _e.error
      : void 0;
  const message = iss.message
    ? iss.message
    : (_p =
          (_o =
            (_m =
              (_k =
                (_i = unwrapMessage(
                  (_h = (_g = (_f = iss.inst) == null ? void 0 : _f._zod.def) == null ? void 0 : _g.error) == null
                    ? void 0
                    : _h.call(_g, iss),
                )) != null
                  ? _i
                  : unwrapMessage(schemaError == null ? void 0 : schemaError(iss))) != null
                ? _k
                : unwrapMessage((_j = ctx == null ? void 0 : ctx.error) == null ? void 0 : _j.call(ctx, iss))) != null
              ? _m
              : unwrapMessage((_l = config2.customError) == null ? void 0 : _l.call(config2, iss))) != null
            ? _o
            : unwrapMessage((_n = config2.localeError) == null ? void 0 : _n.call(config2, iss))) != null
      ? _p
      : "Invalid input";
  const full = {};
  for (const k of Object.keys(iss)) {
    if (k === "inst" || k === "schema" || k === "continue" || k === "input" || k === "__proto__") continue;
    full[k] = iss[k];
  }
  (_q = full.path) != null ? _q : (full.path = []);
  full.message = message;
  if (ctx == null ? void 0 : ctx.reportInput) {
    full.input = iss.input;
  }
  return full;
}
var highSurrogate = /[\uD800-\uDBFF]/;
function codePointLength(str) {
  const units = str.length;
  if (!highSurrogate.test(str)) return units;
  let count = units;
  for (let i = 0; i < units - 1; i++) {
    if ((str.charCodeAt(i) & 64512) === 55296 && (str.charCodeAt(i + 1) & 64512) === 56320) {
      count--;
      i++;
    }
  }
  return count;
}
function getLengthableOrigin(input) {
  if (Array.isArray(input)) return "array";
  if (typeof input === "string") return "string";
  return "unknown";
}
function members(proto, table) {
  for (const key in table) {
    const desc = Object.getOwnPropertyDescriptor(table, key);
    if (desc.get) Object.defineProperty(proto, key, __spreadProps(__spreadValues({}, desc), { enumerable: false }));
    else defineBound(proto, key, desc.value);
  }
}
function own(inst, key, value, enumerable = true) {
  Object.defineProperty(inst, key, { configurable: true, writable: true, enumerable, value });
  return value;
}
function hide(inst, key, value) {
  return own(inst, key, value, false);
}
function defineBound(proto, key, fn) {
  Object.defineProperty(proto, key, {
    configurable: true,
    get() {
      return this == null ? fn : own(this, key, fn.bind(this));
    },
    set(value) {
      own(this, key, value);
    },
  });
}
function claim(inst, sentinel) {
  const proto = Object.getPrototypeOf(inst);
  return sentinel in proto ? void 0 : proto;
}
var installing;
var broke = false;
var breaker = {
  configurable: true,
  get() {
    broke = true;
    return void 0;
  },
};
function defineLazyInternal(inst, key, compute) {
  const proto = Object.getPrototypeOf(inst._zod);
  if (key in proto && installing !== inst._zod) {
    installing = void 0;
    return;
  }
  installing = inst._zod;
  Object.defineProperty(proto, key, {
    configurable: true,
    get() {
      Object.defineProperty(this, key, breaker);
      const outer = broke;
      broke = false;
      try {
        const value = compute(this);
        if (broke) delete this[key];
        else Object.defineProperty(this, key, { configurable: true, writable: true, value });
        broke = broke || outer;
        return value;
      } catch (err) {
        delete this[key];
        broke = broke || outer;
        throw err;
      }
    },
    set(value) {
      Object.defineProperty(this, key, { configurable: true, writable: true, value });
    },
  });
}
function installLazyProp(inst, key, make, enumerable) {
  const proto = claim(inst, key);
  if (!proto) return;
  Object.defineProperty(proto, key, {
    configurable: true,
    get() {
      const desc = { configurable: true, writable: true, enumerable, value: void 0 };
      Object.defineProperty(this, key, desc);
      desc.value = make(this);
      Object.defineProperty(this, key, desc);
      return desc.value;
    },
    set(value) {
      Object.defineProperty(this, key, { configurable: true, writable: true, enumerable, value });
    },
  });
}

// node_modules/zod/v4/core/core.js
var _a;
var NEVER = /* @__PURE__ */ Object.freeze({
  status: "aborted",
});
var _zodDesc = { value: void 0, enumerable: false };
var _E = "captureStackTrace" in Error ? Error : null;
function newError(Definition) {
  const E = _E;
  if (E) {
    const saved = E.stackTraceLimit;
    if (typeof saved === "number") {
      try {
        E.stackTraceLimit = 0;
      } catch (e) {
        _E = null;
        return new Definition();
      }
      try {
        return new Definition();
      } finally {
        E.stackTraceLimit = saved;
      }
    }
  }
  return new Definition();
}
// @__NO_SIDE_EFFECTS__
function $constructor(name, initializer2, proto, params) {
  var _a3;
  const zodProto = {};
  function Internals(def) {
    this.def = def;
    this.constr = _;
    this.traits = /* @__PURE__ */ new Set();
  }
  Internals.prototype = zodProto;
  const protoMembers = proto;
  const initialized = protoMembers && /* @__PURE__ */ new WeakSet();
  function init(inst, def) {
    if (!inst._zod) {
      _zodDesc.value = new Internals(def);
      try {
        Object.defineProperty(inst, "_zod", _zodDesc);
      } finally {
        _zodDesc.value = void 0;
      }
    } else if (inst._zod.traits.has(name)) {
      return;
    }
    inst._zod.traits.add(name);
    initializer2(inst, def);
    if (initialized) {
      const own2 = Object.getPrototypeOf(inst);
      const ctorProto = inst._zod.constr.prototype;
      let up = own2;
      while (up && up !== ctorProto) up = Object.getPrototypeOf(up);
      const target = up != null ? up : own2;
      if (!initialized.has(target)) {
        initialized.add(target);
        members(target, protoMembers);
      }
    }
    const proto2 = _.prototype;
    for (const k in proto2) {
      if (!Object.prototype.hasOwnProperty.call(proto2, k)) continue;
      if (!(k in inst)) {
        inst[k] = proto2[k].bind(inst);
      }
    }
  }
  const Parent = (_a3 = params == null ? void 0 : params.Parent) != null ? _a3 : Object;
  class Definition extends Parent {}
  Object.defineProperty(Definition, "name", { value: name });
  function _(def) {
    var _a4;
    const inst = (params == null ? void 0 : params.Parent) ? newError(Definition) : this;
    init(inst, def);
    const deferred = inst._zod.deferred;
    if (deferred) {
      for (const fn of deferred) {
        fn();
      }
      inst._zod.deferred = void 0;
    }
    const pp = (_a4 = globalThis.__zod_globalConfig) == null ? void 0 : _a4.postProcessor;
    if (pp) pp(inst);
    return inst;
  }
  Object.defineProperty(_, "init", { value: init });
  Object.defineProperty(_, Symbol.hasInstance, {
    value: (inst) => {
      var _a4, _b;
      if ((params == null ? void 0 : params.Parent) && inst instanceof params.Parent) return true;
      return (_b = (_a4 = inst == null ? void 0 : inst._zod) == null ? void 0 : _a4.traits) == null
        ? void 0
        : _b.has(name);
    },
  });
  Object.defineProperty(_, "name", { value: name });
  return _;
}
var $ZodAsyncError = class extends Error {
  constructor() {
    super(`Encountered Promise during synchronous parse. Use .parseAsync() instead.`);
  }
};
var $ZodEncodeError = class extends Error {
  constructor(name) {
    super(`Encountered unidirectional transform during encode: ${name}`);
    this.name = "ZodEncodeError";
  }
};
var _a2;
(_a2 = (_a = globalThis).__zod_globalConfig) != null ? _a2 : (_a.__zod_globalConfig = {});
var globalConfig = globalThis.__zod_globalConfig;
function config(newConfig) {
  if (newConfig) Object.assign(globalConfig, newConfig);
  return globalConfig;
}

// node_modules/zod/v4/core/errors.js
function _getMessage() {
  var _a3;
  const internals = this._zod;
  (_a3 = internals.message) != null
    ? _a3
    : (internals.message = JSON.stringify(internals.def, jsonStringifyReplacer, 2));
  return internals.message;
}
function _setMessage(value) {
  this._zod.message = value;
}
var _messageDesc = {
  get: _getMessage,
  set: _setMessage,
  enumerable: true,
  configurable: true,
};
var _issuesDesc = { value: void 0, enumerable: false };
var _installedToString = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
var initializer = (inst, def) => {
  inst.name = "$ZodError";
  _issuesDesc.value = def;
  Object.defineProperty(inst, "issues", _issuesDesc);
  _issuesDesc.value = void 0;
  Object.defineProperty(inst, "message", _messageDesc);
  const proto = Object.getPrototypeOf(inst);
  if (!_installedToString.has(proto)) {
    _installedToString.add(proto);
    Object.defineProperty(proto, "toString", {
      configurable: true,
      enumerable: false,
      get() {
        const value = () => this.message;
        Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
        return value;
      },
      set(value) {
        Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
      },
    });
  }
};
var $ZodError = $constructor("$ZodError", initializer);
var $ZodRealError = $constructor("$ZodError", initializer, void 0, {
  Parent: Error,
});

// node_modules/zod/v4/core/parse.js
var _parse = (_Err) => {
  const fn = (schema, value, _ctx, _params) => {
    var _a3, _b;
    const ctx = _ctx ? __spreadProps(__spreadValues({}, _ctx), { async: false }) : { async: false };
    const result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise) {
      throw new $ZodAsyncError();
    }
    if (result.issues.length) {
      const e = new ((_a3 = _params == null ? void 0 : _params.Err) != null ? _a3 : _Err)(
        result.issues.map((iss) => finalizeIssue(iss, ctx, config())),
      );
      captureStackTrace(e, (_b = _params == null ? void 0 : _params.callee) != null ? _b : fn);
      throw e;
    }
    return result.value;
  };
  return fn;
};
var parse = /* @__PURE__ */ _parse($ZodRealError);
var _parseAsync = (_Err) => {
  const fn = (schema, value, _ctx, params) =>
    __async(null, null, function* () {
      var _a3, _b;
      const ctx = _ctx ? __spreadProps(__spreadValues({}, _ctx), { async: true }) : { async: true };
      let result = schema._zod.run({ value, issues: [] }, ctx);
      if (result instanceof Promise) result = yield result;
      if (result.issues.length) {
        const e = new ((_a3 = params == null ? void 0 : params.Err) != null ? _a3 : _Err)(
          result.issues.map((iss) => finalizeIssue(iss, ctx, config())),
        );
        captureStackTrace(e, (_b = params == null ? void 0 : params.callee) != null ? _b : fn);
        throw e;
      }
      return result.value;
    });
  return fn;
};
var parseAsync = /* @__PURE__ */ _parseAsync($ZodRealError);
var _safeParse = (_Err) => (schema, value, _ctx) => {
  const ctx = _ctx ? __spreadProps(__spreadValues({}, _ctx), { async: false }) : { async: false };
  const result = schema._zod.run({ value, issues: [] }, ctx);
  if (result instanceof Promise) {
    throw new $ZodAsyncError();
  }
  return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
var safeParse = /* @__PURE__ */ _safeParse($ZodRealError);
function failure(Err, issues, ctx) {
  let error;
  return {
    success: false,
    get error() {
      if (!error) {
        error = new Err(issues.map((iss) => finalizeIssue(iss, ctx, config())));
        issues = void 0;
        ctx = void 0;
      }
      return error;
    },
    set error(e) {
      error = e;
      issues = void 0;
      ctx = void 0;
    },
  };
}
var _safeParseAsync = (_Err) => (schema, value, _ctx) =>
  __async(null, null, function* () {
    const ctx = _ctx ? __spreadProps(__spreadValues({}, _ctx), { async: true }) : { async: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise) result = yield result;
    return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
  });
var safeParseAsync = /* @__PURE__ */ _safeParseAsync($ZodRealError);

// node_modules/zod/v4/core/regexes.js
var email = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
var anyString = /^[\s\S]{0,}$/;

// node_modules/zod/v4/core/checks.js
var $ZodCheck = /* @__PURE__ */ $constructor("$ZodCheck", (inst, def) => {
  var _a4, _b;
  var _a3;
  (_a4 = inst._zod) != null ? _a4 : (inst._zod = {});
  inst._zod.def = def;
  (_b = (_a3 = inst._zod).onattach) != null ? _b : (_a3.onattach = []);
});
var _whenHasLength = (payload) => {
  const val = payload.value;
  return !nullish(val) && val.length !== void 0;
};
var $ZodCheckMaxLength = /* @__PURE__ */ $constructor("$ZodCheckMaxLength", (inst, def) => {
  var _a4;
  var _a3;
  $ZodCheck.init(inst, def);
  (_a4 = (_a3 = inst._zod.def).when) != null ? _a4 : (_a3.when = _whenHasLength);
  inst._zod.check = (payload) => {
    const input = payload.value;
    const units = input.length;
    const length = typeof input === "string" && units > def.maximum ? codePointLength(input) : units;
    if (length <= def.maximum) return;
    const origin = getLengthableOrigin(input);
    payload.issues.push({
      origin,
      code: "too_big",
      maximum: def.maximum,
      inclusive: true,
      input,
      inst,
      continue: !def.abort,
    });
  };
});
var $ZodCheckMinLength = /* @__PURE__ */ $constructor("$ZodCheckMinLength", (inst, def) => {
  var _a4;
  var _a3;
  $ZodCheck.init(inst, def);
  (_a4 = (_a3 = inst._zod.def).when) != null ? _a4 : (_a3.when = _whenHasLength);
  inst._zod.check = (payload) => {
    const input = payload.value;
    const units = input.length;
    const length =
      typeof input === "string" && units >= def.minimum && units < def.minimum * 2 ? codePointLength(input) : units;
    if (length >= def.minimum) return;
    const origin = getLengthableOrigin(input);
    payload.issues.push({
      origin,
      code: "too_small",
      minimum: def.minimum,
      inclusive: true,
      input,
      inst,
      continue: !def.abort,
    });
  };
});
var $ZodCheckStringFormat = /* @__PURE__ */ $constructor("$ZodCheckStringFormat", (inst, def) => {
  var _a4, _b2;
  var _a3, _b;
  $ZodCheck.init(inst, def);
  if (def.pattern)
    (_a4 = (_a3 = inst._zod).check) != null
      ? _a4
      : (_a3.check = (payload) => {
          def.pattern.lastIndex = 0;
          if (def.pattern.test(payload.value)) return;
          payload.issues.push(
            __spreadProps(
              __spreadValues(
                {
                  origin: "string",
                  code: "invalid_format",
                  format: def.format,
                  input: payload.value,
                },
                def.pattern ? { pattern: def.pattern.toString() } : {},
              ),
              {
                inst,
                continue: !def.abort,
              },
            ),
          );
        });
  else (_b2 = (_b = inst._zod).check) != null ? _b2 : (_b.check = () => {});
});

// node_modules/zod/v4/core/versions.js
var version = {
  major: 4,
  minor: 6,
  patch: 7,
};

// node_modules/zod/v4/core/schemas.js
var $ZodType = /* @__PURE__ */ $constructor(
  "$ZodType",
  (inst, def) => {
    var _a4, _b;
    var _a3;
    inst != null ? inst : (inst = {});
    inst._zod.def = def;
    inst._zod.bag = inst._zod.bag || {};
    inst._zod.version = version;
    const defChecks = inst._zod.def.checks;
    const checks = inst._zod.traits.has("$ZodCheck")
      ? [inst, ...(defChecks != null ? defChecks : [])]
      : (defChecks == null ? void 0 : defChecks.length)
        ? [...defChecks]
        : [];
    for (const ch of checks) {
      for (const fn of ch._zod.onattach) {
        fn(inst);
      }
    }
    if (checks.length === 0) {
      (_a4 = (_a3 = inst._zod).deferred) != null ? _a4 : (_a3.deferred = []);
      (_b = inst._zod.deferred) == null
        ? void 0
        : _b.push(() => {
            inst._zod.run = inst._zod.parse;
          });
    } else {
      const runChecks = (payload, checks2, ctx) => {
        if (payload.memo) return payload;
        let isAborted = aborted(payload);
        let asyncResult;
        for (const ch of checks2) {
          if (ch._zod.def.when) {
            if (explicitlyAborted(payload)) continue;
            const shouldRun = ch._zod.def.when(payload);
            if (!shouldRun) continue;
          } else if (isAborted) {
            continue;
          }
          const currLen = payload.issues.length;
          const _ = ch._zod.check(payload);
          if (_ instanceof Promise && (ctx == null ? void 0 : ctx.async) === false) {
            throw new $ZodAsyncError();
          }
          if (asyncResult || _ instanceof Promise) {
            asyncResult = (asyncResult != null ? asyncResult : Promise.resolve()).then(() =>
              __async(null, null, function* () {
                yield _;
                const nextLen = payload.issues.length;
                if (nextLen === currLen) return;
                attachSchema(payload.issues, currLen, inst);
                if (!isAborted) isAborted = aborted(payload, currLen);
              }),
            );
          } else {
            const nextLen = payload.issues.length;
            if (nextLen === currLen) continue;
            attachSchema(payload.issues, currLen, inst);
            if (!isAborted) isAborted = aborted(payload, currLen);
          }
        }
        if (asyncResult) {
          return asyncResult.then(() => {
            return payload;
          });
        }
        return payload;
      };
      const handleCanaryResult = (canary, payload, ctx) => {
        if (aborted(canary)) {
          canary.aborted = true;
          return canary;
        }
        const checkResult = runChecks(payload, checks, ctx);
        if (checkResult instanceof Promise) {
          if (ctx.async === false) throw new $ZodAsyncError();
          return checkResult.then((checkResult2) => inst._zod.parse(checkResult2, ctx));
        }
        return inst._zod.parse(checkResult, ctx);
      };
      inst._zod.run = (payload, ctx) => {
        if (ctx.skipChecks) {
          return inst._zod.parse(payload, ctx);
        }
        if (ctx.direction === "backward") {
          const canary = inst._zod.parse(
            { value: payload.value, issues: [] },
            __spreadProps(__spreadValues({}, ctx), { skipChecks: true }),
          );
          if (canary instanceof Promise) {
            return canary.then((canary2) => {
              return handleCanaryResult(canary2, payload, ctx);
            });
          }
          return handleCanaryResult(canary, payload, ctx);
        }
        const result = inst._zod.parse(payload, ctx);
        if (result instanceof Promise) {
          if (ctx.async === false) throw new $ZodAsyncError();
          return result.then((result2) => runChecks(result2, checks, ctx));
        }
        return runChecks(result, checks, ctx);
      };
    }
  },
  {
    // Wrappers extend this by installing a richer factory over it; reading it eagerly would defeat the laziness.
    get "~standard"() {
      return hide(this, "~standard", standardProps(this));
    },
    set "~standard"(value) {
      own(this, "~standard", value);
    },
  },
);
var toStandardResult = (r, ctx) =>
  r.issues.length ? { issues: r.issues.map((iss) => finalizeIssue(iss, ctx, config())) } : { value: r.value };
function validateAsync(inst, value) {
  return __async(this, null, function* () {
    const ctx = { async: true };
    return toStandardResult(yield inst._zod.run({ value, issues: [] }, ctx), ctx);
  });
}
function standardProps(inst) {
  return {
    validate: (value) => {
      const ctx = { async: false };
      try {
        const r = inst._zod.run({ value, issues: [] }, ctx);
        if (!(r instanceof Promise)) return toStandardResult(r, ctx);
      } catch (_) {}
      return validateAsync(inst, value);
    },
    vendor: "zod",
    version: 1,
  };
}
var $ZodString = /* @__PURE__ */ $constructor("$ZodString", (inst, def) => {
  var _a3;
  $ZodType.init(inst, def);
  inst._zod.pattern = (_a3 = def.pattern) != null ? _a3 : anyString;
  inst._zod.parse = (payload, _) => {
    if (def.coerce)
      try {
        payload.value = String(payload.value);
      } catch (_2) {}
    if (typeof payload.value === "string") return payload;
    payload.issues.push({
      expected: "string",
      code: "invalid_type",
      input: payload.value,
      inst,
    });
    return payload;
  };
});
var $ZodStringFormat = /* @__PURE__ */ $constructor("$ZodStringFormat", (inst, def) => {
  $ZodCheckStringFormat.init(inst, def);
  $ZodString.init(inst, def);
});
var $ZodEmail = /* @__PURE__ */ $constructor("$ZodEmail", (inst, def) => {
  var _a3;
  (_a3 = def.pattern) != null ? _a3 : (def.pattern = email);
  $ZodStringFormat.init(inst, def);
});
function handlePropertyResult(result, final, key, input, optin, optout) {
  const isPresent = key in input;
  const isOptionalOut = optout === "optional";
  if (!isPresent && isOptionalOut && optin === "optional") {
    return;
  }
  if (result.issues.length) {
    if (optin !== void 0 && isOptionalOut && !isPresent) {
      return;
    }
    final.issues.push(...prefixIssues(key, result.issues));
  }
  if (!isPresent && optin === void 0) {
    if (!result.issues.length) {
      final.issues.push({
        code: "invalid_type",
        expected: "nonoptional",
        input: void 0,
        path: [key],
      });
    }
    return;
  }
  if (result.value === void 0) {
    if (isPresent || (optin === "defaulted" && !isOptionalOut)) {
      final.value[key] = void 0;
    }
  } else {
    final.value[key] = result.value;
  }
}
var NO_SYMBOL_KEYS = [];
function normalizeDef(def) {
  var _a3, _b, _c, _d;
  const keys = Object.keys(def.shape);
  const ownSymbols = Object.getOwnPropertySymbols(def.shape);
  const symbolKeys = ownSymbols.length ? ownSymbols : NO_SYMBOL_KEYS;
  const allKeys = symbolKeys.length ? [...keys, ...symbolKeys] : keys;
  for (const k of allKeys) {
    if (
      !((_d =
        (_c = (_b = (_a3 = def.shape) == null ? void 0 : _a3[k]) == null ? void 0 : _b._zod) == null
          ? void 0
          : _c.traits) == null
        ? void 0
        : _d.has("$ZodType"))
    ) {
      throw new Error(`Invalid element at key "${String(k)}": expected a Zod schema`);
    }
  }
  const okeys = optionalKeys(def.shape);
  return __spreadProps(__spreadValues({}, def), {
    allKeys,
    symbolKeys,
    // string-only: handleCatchall matches it against `for...in`, which never yields a symbol
    keySet: new Set(keys),
    numKeys: keys.length,
    optionalKeys: new Set(okeys),
  });
}
function handleCatchall(proms, input, payload, ctx, def, inst, abortEarly) {
  const unrecognized = [];
  const keySet = def.keySet;
  const _catchall = def.catchall._zod;
  const t = _catchall.def.type;
  const optin = _catchall.optin;
  const optout = _catchall.optout;
  let seen = 0;
  for (const key in input) {
    if (abortEarly && payload.issues.length !== seen) {
      if (aborted(payload, seen)) break;
      seen = payload.issues.length;
    }
    if (keySet.has(key)) continue;
    if (key === "__proto__") {
      if (t === "never") unrecognized.push(key);
      continue;
    }
    if (t === "never") {
      unrecognized.push(key);
      continue;
    }
    const r = _catchall.run({ value: input[key], issues: [] }, ctx);
    if (r instanceof Promise) {
      proms.push(r.then((r2) => handlePropertyResult(r2, payload, key, input, optin, optout)));
    } else {
      handlePropertyResult(r, payload, key, input, optin, optout);
    }
  }
  if (unrecognized.length) {
    payload.issues.push({
      code: "unrecognized_keys",
      keys: unrecognized,
      input,
      inst,
      // Describes the shape of the input, not the validity of the parsed value, so it never aborts. The parse still fails; the schema's own checks just get to run first, and an enclosing intersection can reconcile the key against a sibling operand.
      continue: true,
    });
  }
  if (!proms.length) return payload;
  return Promise.all(proms).then(() => {
    return payload;
  });
}
var $ZodObject = /* @__PURE__ */ $constructor("$ZodObject", (inst, def) => {
  var _a3;
  $ZodType.init(inst, def);
  const desc = Object.getOwnPropertyDescriptor(def, "shape");
  const sh = (desc == null ? void 0 : desc.get) ? desc.get.raw : (_a3 = def.shape) != null ? _a3 : {};
  if (sh) {
    const get = () => {
      const newSh = __spreadValues({}, sh);
      Object.defineProperty(def, "shape", { value: newSh });
      get.raw = newSh;
      return newSh;
    };
    get.raw = sh;
    Object.defineProperty(def, "shape", { get });
  }
  const _normalized = cached(() => normalizeDef(def));
  defineLazyInternal(inst, "propValues", (zod) => {
    const shape = zod.def.shape;
    const propValues = {};
    for (const key in shape) {
      const field = shape[key]._zod;
      if (field.values) {
        if (!Object.prototype.hasOwnProperty.call(propValues, key)) {
          assignProp(propValues, key, /* @__PURE__ */ new Set());
        }
        for (const v of field.values) propValues[key].add(v);
        if (field.optin !== void 0) propValues[key].add(void 0);
      }
    }
    return propValues;
  });
  const isObject2 = isObject;
  const catchall = def.catchall;
  let value;
  const memo = globalConfig.memoizer;
  memo == null ? void 0 : memo.attach(inst);
  inst._zod.parse = (payload, ctx) => {
    value != null ? value : (value = _normalized.value);
    const input = payload.value;
    if (!isObject2(input)) {
      payload.issues.push({
        expected: "object",
        code: "invalid_type",
        input,
        inst,
      });
      return payload;
    }
    payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
    const proms = [];
    const shape = value.shape;
    const abortEarly = ctx == null ? void 0 : ctx.abortEarly;
    let seen = payload.issues.length;
    for (const key of value.allKeys) {
      if (abortEarly && payload.issues.length !== seen) {
        if (aborted(payload, seen)) break;
        seen = payload.issues.length;
      }
      if (key === "__proto__") continue;
      const el = shape[key];
      const optin = el._zod.optin;
      const optout = el._zod.optout;
      const r = el._zod.run({ value: input[key], issues: [] }, ctx);
      if (r instanceof Promise) {
        proms.push(r.then((r2) => handlePropertyResult(r2, payload, key, input, optin, optout)));
      } else {
        handlePropertyResult(r, payload, key, input, optin, optout);
      }
    }
    if (!catchall) {
      return proms.length ? Promise.all(proms).then(() => payload) : payload;
    }
    return handleCatchall(proms, input, payload, ctx, _normalized.value, inst, abortEarly === true);
  };
});
var $ZodTransform = /* @__PURE__ */ $constructor("$ZodTransform", (inst, def) => {
  var _a3;
  $ZodType.init(inst, def);
  inst._zod.optin = "optional";
  (_a3 = globalConfig.memoizer) == null ? void 0 : _a3.guard(inst);
  inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === "backward") {
      throw new $ZodEncodeError(inst.constructor.name);
    }
    const _out = def.transform(payload.value, payload);
    if (ctx.async) {
      const output = _out instanceof Promise ? _out : Promise.resolve(_out);
      return output.then((output2) => {
        payload.value = output2;
        return payload;
      });
    }
    if (_out instanceof Promise) {
      throw new $ZodAsyncError();
    }
    payload.value = _out;
    return payload;
  };
});
function handleOptionalResult(payload, result) {
  payload.value = result.issues.length ? void 0 : result.value;
  return payload;
}
var $ZodOptional = /* @__PURE__ */ $constructor("$ZodOptional", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "optin", (zod) => (zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional"));
  inst._zod.optout = "optional";
  defineLazyInternal(inst, "values", (zod) => {
    const values = zod.def.innerType._zod.values;
    return values ? /* @__PURE__ */ new Set([...values, void 0]) : void 0;
  });
  defineLazyInternal(inst, "pattern", (zod) => {
    const pattern = zod.def.innerType._zod.pattern;
    return pattern ? new RegExp(`^(${cleanRegex(pattern.source)})?$`) : void 0;
  });
  inst._zod.parse = (payload, ctx) => {
    if (payload.value === void 0) {
      if (def.innerType._zod.optin !== "defaulted") return payload;
      const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
      if (result instanceof Promise) return result.then((result2) => handleOptionalResult(payload, result2));
      return handleOptionalResult(payload, result);
    }
    return def.innerType._zod.run(payload, ctx);
  };
});
var $ZodPipe = /* @__PURE__ */ $constructor("$ZodPipe", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "values", (zod) => zod.def.in._zod.values);
  defineLazyInternal(inst, "optin", (zod) => zod.def.in._zod.optin);
  defineLazyInternal(inst, "optout", (zod) => zod.def.out._zod.optout);
  defineLazyInternal(inst, "propValues", (zod) => zod.def.in._zod.propValues);
  inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === "backward") {
      const right = def.out._zod.run(payload, ctx);
      if (right instanceof Promise) {
        return right.then((right2) => handlePipeResult(right2, def.in, ctx));
      }
      return handlePipeResult(right, def.in, ctx);
    }
    const left = def.in._zod.run(payload, ctx);
    if (left instanceof Promise) {
      return left.then((left2) => handlePipeResult(left2, def.out, ctx));
    }
    return handlePipeResult(left, def.out, ctx);
  };
});
function handlePipeResult(left, next, ctx) {
  if (left.issues.some((iss) => iss.code !== "unrecognized_keys")) {
    left.aborted = true;
    return left;
  }
  return next._zod.run({ value: left.value, issues: left.issues }, ctx);
}

// node_modules/zod/v4/core/api.js
function snapshotChecks(def) {
  if (def.checks) def.checks = [...def.checks];
  return def;
}
// @__NO_SIDE_EFFECTS__
function _string(Class, params) {
  return new Class(snapshotChecks(__spreadValues({ type: "string" }, normalizeParams(params))));
}
// @__NO_SIDE_EFFECTS__
function _email(Class, params) {
  return new Class(
    __spreadValues(
      {
        type: "string",
        format: "email",
        check: "string_format",
        abort: false,
      },
      normalizeParams(params),
    ),
  );
}
// @__NO_SIDE_EFFECTS__
function _maxLength(maximum, params) {
  const ch = new $ZodCheckMaxLength(
    __spreadProps(
      __spreadValues(
        {
          check: "max_length",
        },
        normalizeParams(params),
      ),
      {
        maximum,
      },
    ),
  );
  return ch;
}
// @__NO_SIDE_EFFECTS__
function _minLength(minimum, params) {
  return new $ZodCheckMinLength(
    __spreadProps(
      __spreadValues(
        {
          check: "min_length",
        },
        normalizeParams(params),
      ),
      {
        minimum,
      },
    ),
  );
}

// node_modules/zod/v4/mini/schemas.js
var ZodMiniType = /* @__PURE__ */ $constructor(
  "ZodMiniType",
  (inst, def) => {
    if (!inst._zod) throw new Error("Uninitialized schema in ZodMiniType.");
    $ZodType.init(inst, def);
    inst.def = def;
    inst.type = def.type;
  },
  {
    // `with` is an alias for `check`: the same function object, not a wrapper.
    get with() {
      return this.check;
    },
    set with(value) {
      own(this, "with", value);
    },
    parse(data, params) {
      return parse(this, data, params, { callee: this.parse });
    },
    parseAsync(data, params) {
      return parseAsync(this, data, params, { callee: this.parseAsync });
    },
    safeParse(data, params) {
      return safeParse(this, data, params);
    },
    safeParseAsync(data, params) {
      return safeParseAsync(this, data, params);
    },
    check(...checks) {
      var _a3;
      const def = this.def;
      return this.clone(
        __spreadProps(__spreadValues({}, def), {
          checks: [
            ...((_a3 = def.checks) != null ? _a3 : []),
            ...checks.map((ch) =>
              typeof ch === "function" ? { _zod: { check: ch, def: { check: "custom" }, onattach: [] } } : ch,
            ),
          ],
        }),
        { parent: true },
      );
    },
    clone(_def, params) {
      return clone(this, _def, params);
    },
    brand() {
      return this;
    },
    register(reg, meta2) {
      reg.add(this, meta2);
      return this;
    },
    apply(fn, ...args) {
      return args.length === 0 ? fn(this) : fn(this, ...args);
    },
  },
);
var ZodMiniString = /* @__PURE__ */ $constructor("ZodMiniString", (inst, def) => {
  $ZodString.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function string2(params) {
  return _string(ZodMiniString, params);
}
var ZodMiniStringFormat = /* @__PURE__ */ $constructor("ZodMiniStringFormat", (inst, def) => {
  $ZodStringFormat.init(inst, def);
  ZodMiniString.init(inst, def);
});
var ZodMiniEmail = /* @__PURE__ */ $constructor("ZodMiniEmail", (inst, def) => {
  $ZodEmail.init(inst, def);
  ZodMiniStringFormat.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function email2(params) {
  return _email(ZodMiniEmail, params);
}
var ZodMiniObject = /* @__PURE__ */ $constructor("ZodMiniObject", (inst, def) => {
  $ZodObject.init(inst, def);
  ZodMiniType.init(inst, def);
  installLazyProp(inst, "shape", (self) => self._zod.def.shape, false);
});
// @__NO_SIDE_EFFECTS__
function object(shape, params) {
  const def = __spreadValues(
    {
      type: "object",
      shape: shape != null ? shape : {},
    },
    normalizeParams(params),
  );
  return new ZodMiniObject(def);
}
var ZodMiniTransform = /* @__PURE__ */ $constructor("ZodMiniTransform", (inst, def) => {
  $ZodTransform.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function transform(fn) {
  return new ZodMiniTransform({
    type: "transform",
    transform: fn,
  });
}
var ZodMiniOptional = /* @__PURE__ */ $constructor("ZodMiniOptional", (inst, def) => {
  $ZodOptional.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function optional(innerType) {
  return new ZodMiniOptional({
    type: "optional",
    innerType,
  });
}
var ZodMiniPipe = /* @__PURE__ */ $constructor("ZodMiniPipe", (inst, def) => {
  $ZodPipe.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function pipe(in_, out) {
  return new ZodMiniPipe({
    type: "pipe",
    in: in_,
    out,
  });
}

// src/lib/center-duplicates.ts
function words(text2) {
  return text2
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter((w) => w !== "");
}
var LEGAL_FORMS = /* @__PURE__ */ new Set(["llc", "inc", "incorporated", "ltd", "pllc", "pc", "corp", "co"]);
var STREET_WORDS = {
  street: "st",
  avenue: "ave",
  av: "ave",
  road: "rd",
  drive: "dr",
  boulevard: "blvd",
  lane: "ln",
  court: "ct",
  place: "pl",
  parkway: "pkwy",
  highway: "hwy",
  circle: "cir",
  terrace: "ter",
  trail: "trl",
  north: "n",
  south: "s",
  east: "e",
  west: "w",
  northeast: "ne",
  northwest: "nw",
  southeast: "se",
  southwest: "sw",
};
var UNIT_WORDS = /* @__PURE__ */ new Set(["suite", "ste", "unit", "apt", "room", "rm", "floor", "fl"]);
function normalizeName(name) {
  var _a3;
  const list2 = words(name);
  while (list2.length > 1 && LEGAL_FORMS.has((_a3 = list2[list2.length - 1]) != null ? _a3 : "")) list2.pop();
  if (list2[0] === "the" && list2.length > 1) list2.shift();
  return list2.join(" ");
}
function normalizeAddress(address) {
  return words(address)
    .filter((w) => !UNIT_WORDS.has(w))
    .map((w) => {
      var _a3;
      return (_a3 = STREET_WORDS[w]) != null ? _a3 : w;
    })
    .join(" ");
}
function normalizeCity(city) {
  return words(city)
    .map((w, i) => (i === 0 && (w === "st" || w === "saint") ? "saint" : w))
    .join(" ");
}
function duplicateKey(center) {
  const name = normalizeName(center.company_name);
  if (!name) return "";
  return [name, normalizeAddress(center.address), normalizeCity(center.city)].join("|");
}

// src/lib/center-import-cells.ts
function readPhone(text2) {
  const digits = text2.replace(/\s*(ext\.?|extension|x)\s*\d+$/i, "").replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national) ? national : null;
}
function readZip(text2) {
  var _a3;
  const match = /^(5[56]\d{3})(?:-?\d{4})?$/.exec(text2);
  return (_a3 = match == null ? void 0 : match[1]) != null ? _a3 : null;
}
function readState(text2) {
  return /^(mn|minn\.?|minnesota)$/i.test(text2) ? "Minnesota" : null;
}
function readWebsite(text2) {
  return /^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#]\S*)?$/i.test(text2) ? text2 : null;
}
function readImageUrl(text2) {
  return /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#]\S*)?$/i.test(text2) ? text2 : null;
}
function readTime(text2) {
  var _a3, _b;
  if (/^closed$/i.test(text2)) return "";
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/i.exec(text2);
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number((_a3 = match[2]) != null ? _a3 : "0");
  const half = ((_b = match[3]) != null ? _b : "").toLowerCase().replace(/\./g, "");
  if (half) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (half === "pm" ? 12 : 0);
  } else if (match[2] === void 0) {
    return null;
  }
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}
function readInteger(text2, min, max) {
  const plain = text2.replace(/,/g, "");
  if (!/^\d+$/.test(plain)) return null;
  const value = Number(plain);
  return value >= min && value <= max ? value : null;
}
function readEmployeeCount(text2) {
  var _a3;
  const range = /^([\d,]+)\s*[-–]\s*[\d,]+$/.exec(text2);
  return readInteger((_a3 = range == null ? void 0 : range[1]) != null ? _a3 : text2, 0, 1e5);
}
function readCenterNumber(text2) {
  var _a3;
  const match = /^(?:autism-)?(\d+)$/i.exec(text2);
  return match ? readInteger((_a3 = match[1]) != null ? _a3 : "", 1, 2147483647) : null;
}
function readList(text2) {
  let items;
  if (text2.startsWith("[")) {
    try {
      const parsed = JSON.parse(text2);
      if (!Array.isArray(parsed)) return null;
      items = parsed;
    } catch (e) {
      return null;
    }
  } else {
    items = text2.split(/[,;|]/);
  }
  const list2 = [];
  for (const item of items) {
    if (typeof item !== "string") return null;
    const value = item.trim();
    if (value && !list2.includes(value)) list2.push(value);
  }
  return list2;
}

// src/lib/center-import-schema.ts
var WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
var HOUR_COLUMNS = WEEKDAYS.flatMap((day) => [`${day}_open`, `${day}_close`]);
var limited = (column, max) => string2().check(_maxLength(max, `${column} is longer than ${String(max)} characters`));
var text = (column, max) => optional(limited(column, max));
function readWith(reader, message) {
  return transform((value, ctx) => {
    const result = reader(value);
    if (result === null) {
      ctx.issues.push({ code: "custom", message, input: value });
      return NEVER;
    }
    return result;
  });
}
var read = (reader, message) => optional(pipe(string2(), readWith(reader, message)));
var list = (column, maxJson, item) =>
  read(
    (value) => {
      const items = readList(value);
      if (!items || JSON.stringify(items).length > maxJson) return null;
      return item && items.some((i) => item(i) === null) ? null : items;
    },
    `${column} must be a list separated by commas (or a JSON list), ${String(maxJson)} characters at most`,
  );
var website = (column) =>
  optional(
    pipe(limited(column, 500), readWith(readWebsite, `${column} must be a web address such as https://example.org`)),
  );
var imageUrl = (column) =>
  optional(pipe(limited(column, 1e3), readWith(readImageUrl, `${column} must be an http(s) address of an image`)));
var time2 = (column) => read(readTime, `${column} must be a time such as 09:00, 17:30 or 9:00 AM`);
var NAME_REQUIRED = "company_name is required";
var CenterRowSchema = object(
  __spreadValues(
    {
      id: read(readCenterNumber, "id must be a center number such as 12 or autism-12"),
      company_name: string2(NAME_REQUIRED).check(
        _minLength(1, NAME_REQUIRED),
        _maxLength(200, "company_name is longer than 200 characters"),
      ),
      business_description: text("business_description", 5e3),
      about: text("about", 1e4),
      services: list("services", 2e4),
      features: list("features", 2e4),
      address: text("address", 300),
      city: text("city", 100),
      state: read(readState, "state must be Minnesota (or MN): the directory lists Minnesota"),
      zip_code: read(readZip, "zip_code must be a 5-digit Minnesota ZIP code (55xxx or 56xxx)"),
      phone_number: read(readPhone, "phone_number must be a 10-digit US phone number"),
      website: website("website"),
      email: optional(pipe(limited("email", 200), email2("email must be an e-mail address such as info@example.org"))),
      working_hours: text("working_hours", 500),
      year_established: read(
        (value) => readInteger(value, 1800, /* @__PURE__ */ new Date().getFullYear()),
        `year_established must be a year from 1800 to ${String(/* @__PURE__ */ new Date().getFullYear())}`,
      ),
      employee_count: read(
        readEmployeeCount,
        "employee_count must be a whole number from 0 to 100000 (or a range such as 11-50)",
      ),
      parent_company_name: text("parent_company_name", 200),
      facebook: website("facebook"),
      twitter: website("twitter"),
      linkedin: website("linkedin"),
      location_summary: text("location_summary", 5e3),
      image: imageUrl("image"),
      logo: imageUrl("logo"),
      images: list("images", 5e4, readImageUrl),
    },
    Object.fromEntries(HOUR_COLUMNS.map((column) => [column, time2(column)])),
  ),
);
var IMPORT_COLUMNS = Object.keys(CenterRowSchema.shape);

// src/lib/csv.ts
var CsvError = class extends Error {
  constructor(message, line) {
    super(`${message} (line ${String(line)})`);
    __publicField(this, "line");
    this.name = "CsvError";
    this.line = line;
  }
  /** Whether an error is a CsvError (also across bundles, where instanceof fails). */
  static is(error) {
    return error instanceof Error && error.name === "CsvError";
  }
};
function parseCsv(text2) {
  var _a3;
  const input = text2.startsWith("\uFEFF") ? text2.slice(1) : text2;
  const records = [];
  let fields = [];
  let field = "";
  let line = 1;
  let recordLine = 1;
  let i = 0;
  let atFieldStart = true;
  const endField = () => {
    fields.push(field);
    field = "";
    atFieldStart = true;
  };
  const endRecord = () => {
    endField();
    if (fields.length > 1 || fields[0] !== "") records.push({ line: recordLine, fields });
    fields = [];
  };
  while (i < input.length) {
    const char = (_a3 = input[i]) != null ? _a3 : "";
    if (atFieldStart && char === '"') {
      const quoteLine = line;
      i += 1;
      for (;;) {
        const c = input[i];
        if (c === void 0) throw new CsvError("A quoted field is never closed", quoteLine);
        if (c === '"') {
          if (input[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        if (c === "\n" || (c === "\r" && input[i + 1] !== "\n")) line += 1;
        field += c;
        i += 1;
      }
      const next = input[i];
      if (next !== void 0 && next !== "," && next !== "\n" && next !== "\r") {
        throw new CsvError("Unexpected text after a closing quote", line);
      }
      atFieldStart = false;
      continue;
    }
    if (char === ",") {
      endField();
      i += 1;
    } else if (char === "\n" || char === "\r") {
      endRecord();
      i += char === "\r" && input[i + 1] === "\n" ? 2 : 1;
      line += 1;
      recordLine = line;
    } else {
      field += char;
      atFieldStart = false;
      i += 1;
    }
  }
  if (!atFieldStart || field !== "" || fields.length > 0) endRecord();
  return records;
}
var FORMULA_START = /^[=+\-@\t\r]/;
function readCell(raw) {
  const value = raw.trim();
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

// src/lib/center-import.ts
var ALIASES = { subtypes: "services", number: "id" };
function columnName(header) {
  var _a3;
  const name = header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  return (_a3 = ALIASES[name]) != null ? _a3 : name;
}
function reasonOf(error) {
  const messages = [];
  for (const issue2 of error.issues) {
    if (!messages.includes(issue2.message)) messages.push(issue2.message);
  }
  return messages.join("; ");
}
var emptyPlan = (error) => ({
  error,
  ignoredColumns: [],
  rows: 0,
  create: [],
  duplicates: [],
  rejected: [],
});
function planImport(csv, existing) {
  var _a3, _c, _d, _e, _f;
  let records;
  try {
    records = parseCsv(csv);
  } catch (error) {
    if (CsvError.is(error)) return emptyPlan(`The file is not valid CSV: ${error.message}`);
    throw error;
  }
  const [header, ...data] = records;
  if (!header) return emptyPlan("The file is empty.");
  const columns = header.fields.map(columnName);
  if (!columns.includes("company_name")) return emptyPlan("The file has no company_name column.");
  const known = new Set(IMPORT_COLUMNS);
  const used = columns.map((c, i) => known.has(c) && columns.indexOf(c) === i);
  const plan = emptyPlan("");
  plan.ignoredColumns = header.fields.filter((_, i) => !used[i]).map((h) => h.trim());
  plan.rows = data.length;
  const byNumber = new Map(existing.map((c) => [c.number, c.company_name]));
  const byKey = /* @__PURE__ */ new Map();
  for (const c of existing) {
    const key = duplicateKey(c);
    if (key && !byKey.has(key)) byKey.set(key, `center #${String(c.number)} (${c.company_name})`);
  }
  const numbersInFile = /* @__PURE__ */ new Map();
  for (const { line, fields } of data) {
    const cells = {};
    columns.forEach((column, i) => {
      var _a4;
      const value = readCell((_a4 = fields[i]) != null ? _a4 : "");
      if (used[i] && value) cells[column] = value;
    });
    const name = (_a3 = cells.company_name) != null ? _a3 : "";
    if (fields.length > columns.length) {
      const reason = `The row has ${String(fields.length)} cells but the header has ${String(columns.length)} (an unquoted comma?)`;
      plan.rejected.push({ line, name, reason });
      continue;
    }
    const parsed = CenterRowSchema.safeParse(cells);
    if (!parsed.success) {
      plan.rejected.push({ line, name, reason: reasonOf(parsed.error) });
      continue;
    }
    const _b = parsed.data,
      { id } = _b,
      record = __objRest(_b, ["id"]);
    const number2 = id != null ? id : null;
    const key = duplicateKey({
      company_name: record.company_name,
      address: (_c = record.address) != null ? _c : "",
      city: (_d = record.city) != null ? _d : "",
    });
    let duplicateOf = "";
    if (number2 !== null && byNumber.has(number2)) {
      duplicateOf = `center #${String(number2)} (${(_e = byNumber.get(number2)) != null ? _e : ""}) already exists`;
    } else if (number2 !== null && numbersInFile.has(number2)) {
      duplicateOf = `the same id as line ${String(numbersInFile.get(number2))}`;
    } else if (byKey.has(key)) {
      duplicateOf = `the same name and address as ${(_f = byKey.get(key)) != null ? _f : ""}`;
    }
    if (duplicateOf) {
      plan.duplicates.push({ line, name, reason: `Duplicate: ${duplicateOf}` });
      continue;
    }
    if (number2 !== null) numbersInFile.set(number2, line);
    byKey.set(key, `line ${String(line)}`);
    plan.create.push({
      line,
      number: number2,
      record: __spreadProps(__spreadValues({}, record), { state: "Minnesota" }),
    });
  }
  return plan;
}

// src/lib/data-quality.ts
var STALE_AFTER_DAYS = 90;
var REMINDER_INTERVAL_DAYS = 30;
var DAY_MS = 24 * 60 * 60 * 1e3;
function parseStoredDate(value) {
  const text2 = value.trim();
  return text2 ? Date.parse(text2.replace(" ", "T")) : NaN;
}
function daysSince(value, now) {
  const time3 = parseStoredDate(value);
  return Number.isNaN(time3) ? Infinity : Math.floor((now - time3) / DAY_MS);
}
function isStale(stamp, created, now) {
  return daysSince(stamp.trim() ? stamp : created, now) >= STALE_AFTER_DAYS;
}
function isStaleListing(center, now) {
  return (
    isStale(center.facts_updated, center.created, now) || isStale(center.availability_updated, center.created, now)
  );
}
function isReminderDue(center, now) {
  return (
    center.owner !== "" &&
    isStaleListing(center, now) &&
    daysSince(center.stale_reminder_sent, now) >= REMINDER_INTERVAL_DAYS
  );
}
