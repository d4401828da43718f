/**
 * Interfaces of Go's standard library that repositories implement, by
 * package path and name, with their methods and each method's parameter
 * count (pkg.go.dev: net/http, io, fmt, sort, encoding, encoding/json,
 * database/sql, database/sql/driver). A call through a variable of one of
 * these types (`func PerformRequest(r http.Handler, …) { r.ServeHTTP(w, req) }`,
 * gin's routes_test.go; newcomer 38) may run the method of every type of the
 * repository whose method set covers the interface (GraphData.incoming).
 * `error` and `context.Context` are left out: a call of `err.Error()` or
 * `ctx.Done()` reaching every implementation in the repository would bury a
 * method's real callers.
 */
import type { FileRec } from './types';

/** Methods of an interface: name → parameter count. */
type Methods = Readonly<Record<string, number>>;

const STD: Readonly<Record<string, Readonly<Record<string, Methods>>>> = {
  'net/http': {
    Handler: { ServeHTTP: 2 },
    RoundTripper: { RoundTrip: 1 },
    ResponseWriter: { Header: 0, Write: 1, WriteHeader: 1 },
    Flusher: { Flush: 0 },
    Hijacker: { Hijack: 0 },
  },
  io: {
    Reader: { Read: 1 },
    Writer: { Write: 1 },
    Closer: { Close: 0 },
    ReadCloser: { Read: 1, Close: 0 },
    WriteCloser: { Write: 1, Close: 0 },
    ReadWriter: { Read: 1, Write: 1 },
    ReadWriteCloser: { Read: 1, Write: 1, Close: 0 },
    Seeker: { Seek: 2 },
    ReaderFrom: { ReadFrom: 1 },
    WriterTo: { WriteTo: 1 },
    StringWriter: { WriteString: 1 },
    ByteReader: { ReadByte: 0 },
  },
  fmt: { Stringer: { String: 0 }, Formatter: { Format: 2 } },
  sort: { Interface: { Len: 0, Less: 2, Swap: 2 } },
  encoding: { TextMarshaler: { MarshalText: 0 }, TextUnmarshaler: { UnmarshalText: 1 }, BinaryMarshaler: { MarshalBinary: 0 }, BinaryUnmarshaler: { UnmarshalBinary: 1 } },
  'encoding/json': { Marshaler: { MarshalJSON: 0 }, Unmarshaler: { UnmarshalJSON: 1 } },
  'database/sql': { Scanner: { Scan: 1 } },
  'database/sql/driver': { Valuer: { Value: 0 } },
};

/**
 * The standard-library interface a Go type written in file `rec` names
 * (`http.Handler` with `import "net/http"`, `nh.Handler` with `import nh
 * "net/http"`), as `net/http.Handler` with its methods; undefined for any
 * other type.
 */
export function goStdInterface(rec: FileRec, type: string): { key: string; methods: Methods } | undefined {
  const dot = type.indexOf('.');
  if (dot <= 0 || type.indexOf('.', dot + 1) >= 0) return undefined;
  const local = type.slice(0, dot);
  const imp = rec.imports.find((x) => x.local === local && x.name === '*');
  const methods = imp ? STD[imp.source]?.[type.slice(dot + 1)] : undefined;
  return methods ? { key: `${imp!.source}.${type.slice(dot + 1)}`, methods } : undefined;
}

/** Keys (`net/http.Handler`) of the standard-library interfaces holding a method `name` of `params` parameters, with their methods. */
export function goStdInterfacesWith(name: string, params: number): { key: string; methods: Methods }[] {
  const out: { key: string; methods: Methods }[] = [];
  for (const [pkg, ifaces] of Object.entries(STD)) for (const [iface, methods] of Object.entries(ifaces)) if (methods[name] === params) out.push({ key: `${pkg}.${iface}`, methods });
  return out;
}
