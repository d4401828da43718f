/**
 * Java and C# extraction: classes, interfaces, enums, records, methods and
 * constructors (with base types for inherited members), calls with and
 * without receivers (a bare call inside a class names its members),
 * `new`, imports / `using` of packages and namespaces, declared types of
 * locals, parameters and fields; the file's package / namespace; C#
 * properties and the reads of computed ones (langCsProperties).
 */
import { csharpOneConfiguration } from './csharpDirectives';
import type { Node } from 'web-tree-sitter';
import type { DefRec, FileRec } from './types';
import type { LangSpec } from './extract';
import { csharpProperty, propertyReads } from './langCsProperties';
import { CS_DICTIONARIES, csharpDictionaries, csharpElements } from './langCsLambdas';
import { anonymousOrdinal, type AnonymousRules } from './anonymousNames';
import { csharpDocComment } from './docComment';
import { csharpGenericBinds } from './csharpArity';
import { SourceLines } from './sourceLines';
import { closingBracket } from '../text';

const JT = `[(type_identifier) @type (generic_type (type_identifier) @type)]`;
/** A primitive type (`int`, `char`, `double`, `boolean`). */
const PRIMITIVE = `[(integral_type) (floating_point_type) (boolean_type)] @type`;
/** A one-dimensional array of a primitive type (`int[] cs`): its elements' type as `@type`. */
const PRIMITIVE_ARRAY = `(array_type element: ${PRIMITIVE} dimensions: (dimensions) @dims (#eq? @dims "[]"))`;
/** A type named with its package or outer class (`com.shop.decoy.Fmt`, `Map.Entry`, `Outer.Entry<K, V>`): the bind keeps the whole name (graphTypes qualifiedType). */
const JQ = `[(scoped_type_identifier) @type (generic_type (scoped_type_identifier) @type)]`;

/**
 * Java collections of one element type whose variable, field or parameter `xs` binds the elements `for (var x : xs)` and
 * `xs.get(i)` read (collectionMethods.ts JVM_ELEMENT_GETTERS); an `Optional`, `Iterator` or `Stream` holds elements of its type argument alike.
 */
const JAVA_COLLECTIONS = `(#match? @coll "^(List|ArrayList|LinkedList|CopyOnWriteArrayList|Set|HashSet|LinkedHashSet|TreeSet|SortedSet|NavigableSet|Collection|Iterable|Queue|Deque|ArrayDeque|PriorityQueue|BlockingQueue|Optional|Iterator|ListIterator|Stream)$")`;
/** Java maps, whose value type (the last type argument) `m.get(k)` and `m.values()` give. */
const JAVA_MAPS = `(#match? @coll "^(Map|HashMap|LinkedHashMap|TreeMap|SortedMap|NavigableMap|ConcurrentMap|ConcurrentHashMap)$")`;
/** A collection's name, alone or qualified (`java.util.List`). */
const JCOLL = `[(type_identifier) @coll (scoped_type_identifier (type_identifier) @coll .)]`;
/** An element type: a name, a nested class kept whole (`Converter.Factory`, FileBuilder.bindElem), a generic type's name (`Converter<A, B>` → Converter). */
const JARG = `[(type_identifier) @type (scoped_type_identifier) @type (generic_type [(type_identifier) (scoped_type_identifier)] @type)]`;
/** `List<Box>` (one type argument) and `Map<K, Box>` (the second): the element or value type as @type, each with its name predicate. */
const JLIST = `(generic_type ${JCOLL} (type_arguments . ${JARG} .))`;
const JMAP = `(generic_type ${JCOLL} (type_arguments . (_) . ${JARG} .))`;
/** The same for C# (`foreach (var x in xs)`). */
const CS_COLLECTION_NAMES = 'List|IList|IReadOnlyList|IEnumerable|ICollection|IReadOnlyCollection|HashSet|ISet|Queue|Stack|LinkedList|IAsyncEnumerable|IQueryable|IOrderedEnumerable|SortedSet|IReadOnlySet|ConcurrentQueue|ConcurrentStack|ConcurrentBag|BlockingCollection|Collection|ReadOnlyCollection|ObservableCollection|ImmutableArray|ImmutableList|IImmutableList|ImmutableHashSet';
const CS_COLLECTIONS = `(#match? @coll "^(${CS_COLLECTION_NAMES})$")`;
/** A C# element type: a name, or a generic type's name (`IRequestPreProcessor<TRequest>` → IRequestPreProcessor). */
const CS_ARG = `[(identifier) @type (generic_name . (identifier) @type)]`;
/** A C# collection of one element type (`List<Foo>`, `IEnumerable<Foo>`): the element type as @type, with its name predicate. */
const CS_LIST = `(generic_name (identifier) @coll (type_argument_list . ${CS_ARG} .)) ${CS_COLLECTIONS}`;
/** A C# dictionary (`Dictionary<string, Foo>`, langCsLambdas CS_DICTIONARIES): its value type as @type, what `d[k]`, `d.Values` and an entry's `kv.Value` hold. */
const CS_MAP = `(generic_name (identifier) @coll (type_argument_list . (_) . ${CS_ARG} .)) (#match? @coll "^(${CS_DICTIONARIES})$")`;

const JAVA = [
  `(package_declaration [(scoped_identifier) (identifier)] @name) @pkg`,
  `(class_declaration name: (identifier) @name body: (_) @body) @def.class`,
  `(record_declaration name: (identifier) @name body: (_) @body) @def.class`,
  `(interface_declaration name: (identifier) @name body: (_) @body) @def.interface`,
  `(enum_declaration name: (identifier) @name body: (_) @body) @def.enum`,
  `(method_declaration name: (identifier) @name body: (_) @body) @def.method`,
  `(method_declaration name: (identifier) @name !body) @def.method`,
  `(constructor_declaration name: (identifier) @name body: (_) @body) @def.method`,
  // Constants: a `static final` field (either order), an interface's field (implicitly both), each declarator a definition of
  // kind const inside its class (gson's `Gson.DEFAULT_ESCAPE_HTML`), as a TS module's const is; signature and doc: javaConstant.
  `(field_declaration (modifiers "static" "final") declarator: (variable_declarator name: (identifier) @name) @def.const)`,
  `(field_declaration (modifiers "final" "static") declarator: (variable_declarator name: (identifier) @name) @def.const)`,
  `(constant_declaration declarator: (variable_declarator name: (identifier) @name) @def.const)`,
  // `new TypeAdapter<T>() { … }`: an anonymous class, named `$1`, `$2`… as javac names it (anonymousName below).
  `(object_creation_expression type: [(type_identifier) @name (generic_type (type_identifier) @name) (generic_type (scoped_type_identifier (type_identifier) @name .)) (scoped_type_identifier (type_identifier) @name .)] (class_body) @body) @def.class`,
  // An enum constant with a body (`DEFAULT { @Override String serialize(…) {…} }`): a class of its own extending the enum, named by
  // the constant, so its methods override the enum's rather than read as its overloads, and `Policy.DEFAULT.serialize()` calls its own (newcomer 33 #6, #7).
  `(enum_constant name: (identifier) @name body: (class_body) @body) @def.class`,
  `(method_invocation object: (_) @recv name: (identifier) @name) @call`,
  `(method_invocation !object name: (identifier) @name) @call`,
  // A method reference hands the method on as a value (`xs.forEach(this::handle)`, `map(Util::parse)`; CallRec kind ref).
  `(method_reference . (_) @recv (identifier) @name .) @ref.value`,
  `(object_creation_expression type: [(type_identifier) @name (generic_type (type_identifier) @name)]) @new`,
  // `super(…)` / `this(…)` in a constructor: named by constructorCalls below.
  `(explicit_constructor_invocation constructor: [(super) (this)] @name) @call`,
  `(import_declaration) @import`,
  // `var z = …` (Java 10): `var` is no type; the value types it (below).
  `(local_variable_declaration type: ${JT} declarator: (variable_declarator name: (identifier) @var) (#not-eq? @type "var")) @bind`,
  `(local_variable_declaration type: ${JQ} declarator: (variable_declarator name: (identifier) @var)) @bind.qualified`,
  `(local_variable_declaration declarator: (variable_declarator name: (identifier) @var value: (object_creation_expression type: [(type_identifier) @type (generic_type (type_identifier) @type)]))) @bind`,
  // `var r = B.make()`, `var r = new B().set(1)`, `var r = make()`: typed by the callee's declared return type, link by link.
  `(local_variable_declaration type: (type_identifier) @kw declarator: (variable_declarator name: (identifier) @var value: (method_invocation) @val) (#eq? @kw "var")) @bind.chain`,
  `(enhanced_for_statement type: ${JT} name: (identifier) @var (#not-eq? @type "var")) @bind`,
  // `catch (RuntimeException e)`: the exception parameter, in its clause (one type; a multi-catch `A | B e` is left untyped).
  `(catch_clause (catch_formal_parameter (catch_type . (type_identifier) @type .) name: (identifier) @var)) @bind`,
  // `Box[] bs`, `List<Box> bs` (parameters): their elements are Boxes, so `for (var b : bs)` binds b to one.
  `(formal_parameter type: (array_type element: (type_identifier) @type) name: (identifier) @var) @bind.elem`,
  `(formal_parameter type: ${PRIMITIVE_ARRAY} name: (identifier) @var) @bind.elem`,
  `(formal_parameter type: ${JLIST} name: (identifier) @var ${JAVA_COLLECTIONS}) @bind.elem`,
  `(formal_parameter type: ${JMAP} name: (identifier) @var ${JAVA_MAPS}) @bind.elem`,
  // `Object... args` is an array of Objects in the method (JLS §8.4.1): passed on whole, it is that array (graph.ts fitting).
  `(spread_parameter (type_identifier) @type (variable_declarator name: (identifier) @var)) @bind.elem`,
  // Locals and fields too (`List<Converter.Factory> converterFactories`: `converterFactories.get(i).responseBodyConverter(…)`, retrofit).
  `(local_variable_declaration type: (array_type element: (type_identifier) @type) declarator: (variable_declarator name: (identifier) @var)) @bind.elem`,
  `(local_variable_declaration type: ${JLIST} declarator: (variable_declarator name: (identifier) @var) ${JAVA_COLLECTIONS}) @bind.elem`,
  `(local_variable_declaration type: ${JMAP} declarator: (variable_declarator name: (identifier) @var) ${JAVA_MAPS}) @bind.elem`,
  `(field_declaration type: (array_type element: (type_identifier) @type) declarator: (variable_declarator name: (identifier) @var)) @bind.field.elem`,
  `(field_declaration type: ${JLIST} declarator: (variable_declarator name: (identifier) @var) ${JAVA_COLLECTIONS}) @bind.field.elem`,
  `(field_declaration type: ${JMAP} declarator: (variable_declarator name: (identifier) @var) ${JAVA_MAPS}) @bind.field.elem`,
  `(enhanced_for_statement type: (type_identifier) @v name: (identifier) @var value: (identifier) @val (#eq? @v "var")) @bind.range`,
  `(formal_parameter type: ${JT} name: (identifier) @var) @bind`,
  // Primitive parameters and locals (`boolean value`, `char c = 'a'`): what an argument of that name passes, which tells overloads
  // apart (argumentsFit; newcomer 33 #5, gson's `new JsonPrimitive(value)` in `value(boolean value)`).
  `(formal_parameter type: ${PRIMITIVE} name: (identifier) @var) @bind`,
  `(local_variable_declaration type: ${PRIMITIVE} declarator: (variable_declarator name: (identifier) @var)) @bind`,
  // `private static final char replacementChar`, `int[] c = …` (locals and fields): what such an argument passes (jsoup's
  // `t.emit(replacementChar)` is emit(char), `t.emit(c)` emit(int[]); newcomer 40 #6).
  `(field_declaration type: ${PRIMITIVE} declarator: (variable_declarator name: (identifier) @var)) @bind.field`,
  `(local_variable_declaration type: ${PRIMITIVE_ARRAY} declarator: (variable_declarator name: (identifier) @var)) @bind.elem`,
  `(field_declaration type: ${PRIMITIVE_ARRAY} declarator: (variable_declarator name: (identifier) @var)) @bind.field.elem`,
  `(formal_parameter type: ${JQ} name: (identifier) @var) @bind.qualified`,
  `(field_declaration type: ${JT} declarator: (variable_declarator name: (identifier) @var)) @bind.field`,
  `(field_declaration type: ${JQ} declarator: (variable_declarator name: (identifier) @var)) @bind.field.qualified`,
].join('\n');

/** A C# type as declared: a name, a generic one (`List<T>`), or either nullable (`PipelineComponent?`: the same class). */
const CT = `[(identifier) @type (generic_name (identifier) @type) (nullable_type type: [(identifier) @type (generic_name (identifier) @type)])]`;
/**
 * A type named with its namespace or outer class (`Linq.JToken`, `Newtonsoft.Json.Linq.JToken`, `Foo.Bar<int>`): the bind keeps the
 * whole name (type arguments dropped), read as a namespace's class or a nested one (graphScope qualifiedType), never as whatever
 * class of its last name the file sees.
 */
const CQ = `(qualified_name) @type`;
/**
 * Generic methods of .NET service locators that return an instance of their
 * one type argument: Microsoft.Extensions.DependencyInjection's
 * `GetService<T>()` / `GetRequiredService<T>()` (and their keyed forms),
 * Autofac's `Resolve<T>()`, StructureMap/Lamar's and CommonServiceLocator's
 * `GetInstance<T>()` (newcomer 2: MediatR's tests, `var mediator =
 * container.GetInstance<IMediator>()`, left `mediator.Send(…)` untyped).
 */
const CS_LOCATORS = 'GetService|GetRequiredService|GetKeyedService|GetRequiredKeyedService|Resolve|GetInstance';
/** A call of one of CS_LOCATORS on a receiver, `sp.GetRequiredService<T>()`, capturing T by `type` (CT or CQ). */
const csLocated = (type: string): string => `(invocation_expression function: (member_access_expression name: (generic_name (identifier) @kw (type_argument_list . ${type} .))) (#match? @kw "^(${CS_LOCATORS})$"))`;

const CSHARP = [
  `(namespace_declaration name: (_) @name) @pkg`,
  `(file_scoped_namespace_declaration name: (_) @name) @pkg`,
  `(class_declaration name: (identifier) @name body: (_) @body) @def.class`,
  `(struct_declaration name: (identifier) @name body: (_) @body) @def.class`,
  `(record_declaration name: (identifier) @name) @def.class`,
  `(interface_declaration name: (identifier) @name body: (_) @body) @def.interface`,
  `(enum_declaration name: (identifier) @name body: (_) @body) @def.enum`,
  `(method_declaration name: (identifier) @name body: (_) @body) @def.method`,
  `(method_declaration name: (identifier) @name !body) @def.method`,
  `(constructor_declaration name: (identifier) @name body: (_) @body) @def.method`,
  `(local_function_statement name: (identifier) @name body: (_) @body) @def.function`,
  // A property is a definition as a TS getter is (kind method; signature and DefRec.property: langCsProperties).
  `(property_declaration name: (identifier) @name) @def.method`,
  `(invocation_expression function: (identifier) @name) @call`,
  // A method group hands the method on as a value (`xs.ForEach(Handle)`, `Run(Util.Parse)`, `btn.Click += OnClick`; CallRec kind ref).
  `(argument [(identifier) @name (member_access_expression expression: (_) @recv name: (identifier) @name)] @ref.value)`,
  `(assignment_expression right: [(identifier) @name (member_access_expression expression: (_) @recv name: (identifier) @name)] @ref.value)`,
  `(invocation_expression function: (generic_name (identifier) @name)) @call`,
  `(invocation_expression function: (member_access_expression expression: _ @recv name: [(identifier) @name (generic_name (identifier) @name)])) @call`,
  // `repo?.Save()`, `items.FirstOrDefault()?.Bar()`: a call made only when the receiver is not null, of the same method (its receiver the condition).
  `(invocation_expression function: (conditional_access_expression condition: _ @recv (member_binding_expression name: [(identifier) @name (generic_name (identifier) @name)]))) @call`,
  // `new Ns.Foo()`: Foo with its qualifier as the receiver, read as the whole name (graphResolve: never a Foo of another namespace).
  `(object_creation_expression type: [(identifier) @name (generic_name (identifier) @name) (qualified_name qualifier: (_) @recv name: [(identifier) @name (generic_name (identifier) @name)])]) @new`,
  // Target-typed `Cow e = new(2);` (C# 9): a construction of the declared type.
  `(variable_declaration type: [(identifier) @name (generic_name (identifier) @name) (qualified_name qualifier: (_) @recv name: (identifier) @name)] (variable_declarator (implicit_object_creation_expression))) @new`,
  // `: base(…)` / `: this(…)` of a constructor: named by constructorCalls below.
  `(constructor_initializer ["base" "this"] @name) @call`,
  `(using_directive) @import`,
  `(variable_declaration type: ${CT} (variable_declarator name: (identifier) @var)) @bind`,
  `(variable_declaration type: ${CQ} (variable_declarator name: (identifier) @var)) @bind.qualified`,
  `(variable_declarator name: (identifier) @var (object_creation_expression type: [(identifier) @type (generic_name (identifier) @type)])) @bind`,
  `(variable_declarator name: (identifier) @var (object_creation_expression type: ${CQ})) @bind.qualified`,
  // `var r = f.Make()`, `var r = new CB().Set()`: typed by the callee's declared return type, link by link.
  `(variable_declaration type: (implicit_type) (variable_declarator name: (identifier) @var (invocation_expression) @val) (#not-match? @val "^[^(]*[.](${CS_LOCATORS})<")) @bind.chain`,
  // `var m = sp.GetRequiredService<IMediator>()` (`!` after it too): a service locator's generic method returns its type argument.
  `(variable_declaration type: (implicit_type) (variable_declarator name: (identifier) @var [${csLocated(CT)} (postfix_unary_expression ${csLocated(CT)})])) @bind`,
  `(variable_declaration type: (implicit_type) (variable_declarator name: (identifier) @var [${csLocated(CQ)} (postfix_unary_expression ${csLocated(CQ)})])) @bind.qualified`,
  `(foreach_statement type: ${CT} left: (identifier) @var) @bind`,
  // `catch (IOException e)`: the exception variable, in its clause.
  `(catch_clause (catch_declaration type: ${CT} name: (identifier) @var)) @bind`,
  // `d.TryGetValue(k, out TypeMap typeMap)` (AutoMapper; newcomer 48 B-10): the variable the argument declares, in the
  // statement holding the call (an `if`'s body sees it; C# §12.17 declaration expressions reach their enclosing statement).
  `(argument_list (argument (declaration_expression type: ${CT} name: (identifier) @var))) @bind`,
  `(foreach_statement type: ${CQ} left: (identifier) @var) @bind.qualified`,
  // `Cow[] cs`, `List<Dog> ds` (parameters): `foreach (var d in ds)` binds d to an element.
  `(parameter type: (array_type type: (identifier) @type) name: (identifier) @var) @bind.elem`,
  // `params object[] args`, `string[] parts`: arrays of a built-in type, which an overload's choice reads (passed on whole: graph.ts fitting).
  `(parameter type: (array_type type: (predefined_type) @type) name: (identifier) @var) @bind.elem`,
  // The grammar writes a `params` array's type and name on the list itself.
  `(parameter_list "params" . type: (array_type type: [(identifier) (predefined_type)] @type) . name: (identifier) @var) @bind.elem`,
  `(parameter type: ${CS_LIST} name: (identifier) @var) @bind.elem`,
  // Locals, fields and properties too (`List<Foo> items;`: `items[0].M()`, `items.First().M()`, `foreach (var f in items)`).
  `(local_declaration_statement (variable_declaration type: (array_type type: (identifier) @type) (variable_declarator name: (identifier) @var))) @bind.elem`,
  `(local_declaration_statement (variable_declaration type: ${CS_LIST} (variable_declarator name: (identifier) @var))) @bind.elem`,
  `(field_declaration (variable_declaration type: (array_type type: (identifier) @type) (variable_declarator name: (identifier) @var))) @bind.field.elem`,
  `(field_declaration (variable_declaration type: ${CS_LIST} (variable_declarator name: (identifier) @var))) @bind.field.elem`,
  `(property_declaration type: (array_type type: (identifier) @type) name: (identifier) @var) @bind.field.elem`,
  `(property_declaration type: ${CS_LIST} name: (identifier) @var) @bind.field.elem`,
  `(parameter type: ${CS_MAP} name: (identifier) @var) @bind.elem`,
  `(local_declaration_statement (variable_declaration type: ${CS_MAP} (variable_declarator name: (identifier) @var))) @bind.elem`,
  `(field_declaration (variable_declaration type: ${CS_MAP} (variable_declarator name: (identifier) @var))) @bind.field.elem`,
  `(property_declaration type: ${CS_MAP} name: (identifier) @var) @bind.field.elem`,
  `(foreach_statement type: (implicit_type) left: (identifier) @var right: (identifier) @val) @bind.range`,
  `(parameter type: ${CT} name: (identifier) @var) @bind`,
  `(parameter type: ${CQ} name: (identifier) @var) @bind.qualified`,
  `(field_declaration (variable_declaration type: ${CT} (variable_declarator name: (identifier) @var))) @bind.field`,
  `(field_declaration (variable_declaration type: ${CQ} (variable_declarator name: (identifier) @var))) @bind.field.qualified`,
  `(property_declaration type: ${CT} name: (identifier) @var) @bind.field`,
  `(property_declaration type: ${CQ} name: (identifier) @var) @bind.field.qualified`,
].join('\n');

function lastName(n: Node): string {
  return n.text.replace(/<.*$/s, '').split(/\.|::/).pop() ?? n.text;
}

/** A base type as written when a dotted qualifier names it (`Call.Factory`, `Outer.IInner`; generics, `?` and blanks dropped), else null (DefRec.qualifiedBases). */
function qualifiedName(n: Node): string | null {
  const q = n.text.replace(/<.*$/s, '').replace(/[\s?]/g, '');
  return /^[\p{L}_$][\p{L}\p{N}_$]*(?:\.[\p{L}_$][\p{L}\p{N}_$]*)+$/u.test(q) ? q : null;
}

/** Type parameters declared by `node` (a method or type declaration): `T` of `<T extends X>`. */
function typeParams(node: Node): string[] {
  const list = node.childForFieldName('type_parameters') ?? node.namedChildren.find((c) => c?.type === 'type_parameter_list' || c?.type === 'type_parameters');
  const out: string[] = [];
  for (const p of list?.namedChildren ?? []) {
    const id = p?.namedChildren.find((c) => c?.type === 'identifier' || c?.type === 'type_identifier');
    if (id) out.push(id.text);
  }
  return out;
}

/** Node types of Java's primitive types and C#'s built-in ones (`int`, `char`, `boolean`; `string`, `bool`, `object`). */
const BUILT_IN_TYPES: ReadonlySet<string> = new Set(['integral_type', 'floating_point_type', 'boolean_type', 'predefined_type']);

/**
 * A method's declared return type, for chains and `var` locals
 * (`new B().set(1).done()`, `B.make().done()`, `var r = b.find()`): one
 * named class (type arguments dropped: `List<Repo>` is a List; a Java
 * `Outer.Inner` whole, read as the class nested in Outer); a primitive or
 * built-in type as written (`char consume()`, C# `string Name()`: what an
 * overload's choice reads of a call passed as an argument, graphElements
 * resultType); none for `void`, arrays and the type parameters of the
 * method or of its enclosing types (`T get()`). Java's field is `type`,
 * C#'s `returns`.
 */
function returnType(node: Node): string | undefined {
  const t = node.childForFieldName('type') ?? node.childForFieldName('returns');
  if (!t) return undefined;
  if (BUILT_IN_TYPES.has(t.type)) return t.text === 'void' ? undefined : t.text;
  const base = t.type === 'generic_type' || t.type === 'generic_name' ? t.namedChildren[0] : t;
  // `Outer.Inner make()`: kept whole, a class nested in Outer (graphScope qualifiedType).
  if (base?.type === 'scoped_type_identifier') return base.text.replace(/<.*$/s, '').replace(/\s+/g, '');
  if (!base || (base.type !== 'type_identifier' && base.type !== 'identifier')) return undefined;
  const name = base.text;
  for (let n: Node | null = node; n; n = n.parent) if (typeParams(n).includes(name)) return undefined;
  return name;
}

/** The generic collections (CS_COLLECTIONS) and dictionaries (CS_DICTIONARIES) whose last type argument is their element. */
const CS_LISTS = new Set(CS_COLLECTION_NAMES.split('|'));
const CS_MAPS = new Set(CS_DICTIONARIES.split('|'));

/**
 * The element type a C# method declares it returns a collection of
 * (`IEnumerable<Handler>`, `List<IHandler<T>>` → IHandler, a dictionary's
 * value type, `Handler[]`), by name; undefined for anything else and for the
 * method's type parameters (`IEnumerable<T>`). Read as DefRec.returnsElem.
 */
function csharpReturnsElem(node: Node): string | undefined {
  const t = node.childForFieldName('returns');
  let el: Node | null | undefined;
  if (t?.type === 'array_type') el = t.childForFieldName('type');
  else if (t?.type === 'generic_name') {
    const head = t.namedChild(0)?.text ?? '';
    const args = t.namedChildren.find((c) => c?.type === 'type_argument_list')?.namedChildren ?? [];
    el = (args.length === 1 && CS_LISTS.has(head)) || (args.length === 2 && CS_MAPS.has(head)) ? args[args.length - 1] : null;
  }
  if (el?.type === 'generic_name') el = el.namedChild(0);
  if (el?.type !== 'identifier') return undefined;
  for (let n: Node | null = node; n; n = n.parent) if (typeParams(n).includes(el.text)) return undefined;
  return el.text;
}

/** Node types of a Java class body: a named type's, an anonymous class's (`class_body` also), an enum's constants with bodies. */
const CLASS_BODIES: ReadonlySet<string> = new Set(['class_body', 'interface_body', 'enum_body', 'enum_body_declarations', 'annotation_type_body']);
/** Java declarations of named types, whose anonymous classes are numbered on their own. */
const NAMED_TYPES: ReadonlySet<string> = new Set(['class_declaration', 'interface_declaration', 'enum_declaration', 'record_declaration', 'annotation_type_declaration']);

/** Whether Java node `n` is an anonymous class: `new T() { … }`, or an enum constant with a body (`A { … }`, also compiled as one). */
function anonymousClass(n: Node): boolean {
  return (n.type === 'object_creation_expression' || n.type === 'enum_constant') && n.namedChildren.some((c) => c?.type === 'class_body');
}

/**
 * The name javac gives the anonymous class `node` (`new TypeAdapter<T>() {
 * … }`) after its immediately enclosing class's: `$` and its number, 1 for
 * the first anonymous class of that class, in the order of the source
 * (JLS §13.1: the binary name of an anonymous class is its immediately
 * enclosing class's, `$`, and digits; javac's Check.localClassName takes the
 * first free number per enclosing class as classes are attributed, member
 * by member), so `JavaTimeTypeAdapters$1` shows as `JavaTimeTypeAdapters.$1`.
 * Anonymous classes inside another anonymous class are numbered in that one
 * (`$1.$1`); enum constants with bodies count as javac counts them.
 */
function anonymousName(node: Node): string {
  return anonymousOrdinal(node, NUMBERING_BODIES, JAVA_ANONYMOUS);
}

/** The class bodies that number the anonymous classes in them (an enum's constants with bodies are counted in the enum's body). */
const NUMBERING_BODIES: ReadonlySet<string> = new Set([...CLASS_BODIES].filter((t) => t !== 'enum_body_declarations'));

/** Java's anonymous classes: their arguments belong to the enclosing class, their body is a class of its own. */
const JAVA_ANONYMOUS: AnonymousRules = {
  isAnonymous: (n) => anonymousClass(n),
  outerPart: (c) => c.type !== 'class_body',
  ownsNumbering: (n) => NAMED_TYPES.has(n.type),
};

/** The name of the Java class whose body holds `node` (an anonymous one's as anonymousName gives it), or undefined outside one. */
function enclosingClassName(node: Node): string | undefined {
  for (let n = node.parent; n; n = n.parent) {
    if (n.type !== 'class_body' && !CLASS_BODIES.has(n.type)) continue;
    const owner = n.type === 'enum_body_declarations' ? n.parent?.parent : n.parent;
    if (!owner) return undefined;
    if (anonymousClass(owner)) return owner.type === 'enum_constant' ? owner.childForFieldName('name')?.text : anonymousName(owner);
    return owner.childForFieldName('name')?.text;
  }
  return undefined;
}

/**
 * Signature of a Java constant (a declarator of a `static final` field or of
 * an interface's field): the field's modifier keywords (annotations left
 * out), its type and the declarator's first line, spaces collapsed, at most
 * 200 characters (`public static final boolean DEFAULT_LENIENT = false`).
 */
function javaConstant(def: DefRec, node: Node): void {
  const field = node.parent!;
  const words = field.namedChildren.find((c) => c?.type === 'modifiers')?.children.filter((c) => c && !c.isNamed).map((c) => c!.text) ?? [];
  const type = field.childForFieldName('type')?.text ?? '';
  const first = node.text.split('\n')[0];
  def.signature = [...words, type, first].filter(Boolean).join(' ').replace(/\s+/g, ' ').slice(0, 200);
}

/** Base class and interfaces of a Java / C# type declaration; a method's return type; a Java constant's signature. */
function defExtra(def: DefRec, node: Node): void {
  if (node.type === 'property_declaration') return csharpProperty(def, node);
  if (node.type === 'variable_declarator') return javaConstant(def, node);
  if (node.type === 'enum_constant') {
    // Its enum is its base, and the class around it.
    const en = node.parent?.parent;
    const name = en?.type === 'enum_declaration' ? en.childForFieldName('name')?.text : undefined;
    if (name) {
      def.bases = [name];
      def.container = name;
    }
    return;
  }
  if (node.type === 'object_creation_expression') {
    // The type it is made from is its base (a class extended or an interface implemented).
    def.bases = [def.name];
    def.name = anonymousName(node);
    // Named after the class around it, past the method or field holding it (displayNames outerNames).
    def.container = enclosingClassName(node);
    return;
  }
  if (node.type === 'method_declaration') {
    const r = returnType(node);
    if (r) def.returns = r;
    // C# `IEnumerable<Handler> All()`, `Dictionary<string, Handler> Map()`: `All().First()`, `foreach (var h in All())` are Handlers.
    const el = csharpReturnsElem(node);
    if (el) def.returnsElem = el;
    // C# `static T WithParsed<T>(this ParserResult<T> r, …)`: an extension method of ParserResult.
    const first = node.childForFieldName('parameters')?.namedChildren.find((c) => c?.type === 'parameter');
    const type = first?.childForFieldName('type');
    if (type && first!.namedChildren.some((c) => c?.type === 'modifier' && c.text === 'this')) def.extends = lastName(type);
    return;
  }
  const written: Node[] = [];
  const sup = node.childForFieldName('superclass');
  if (sup) for (const c of sup.namedChildren) if (c) written.push(c);
  const ifs = node.childForFieldName('interfaces');
  if (ifs) for (const list of ifs.namedChildren) for (const c of list?.namedChildren ?? []) if (c) written.push(c);
  for (const c of node.namedChildren) {
    if (c?.type === 'base_list') for (const b of c.namedChildren) if (b && b.type !== 'argument_list') written.push(b);
    if (c?.type === 'extends_interfaces') for (const list of c.namedChildren) for (const b of list?.namedChildren ?? []) if (b) written.push(b);
  }
  if (written.length) def.bases = written.map(lastName);
  // `implements Call.Factory`, C# `: Outer.IInner`: the nested type's path, which its last name alone does not find (graphMembers bases).
  const quals = written.map(qualifiedName);
  if (quals.some((q) => q !== null)) def.qualifiedBases = quals;
}

function javaImport(node: Node, rec: FileRec): void {
  const text = node.text.replace(/^import\s+/, '').replace(/;\s*$/, '').trim();
  const isStatic = text.startsWith('static ');
  const path = text.replace(/^static\s+/, '').replace(/\s+/g, '');
  const line = node.startPosition.row + 1;
  const i = path.lastIndexOf('.');
  if (i < 0) return;
  const last = path.slice(i + 1);
  const pkg = path.slice(0, i);
  if (last === '*') {
    if (!isStatic) rec.imports.push({ local: '*', name: '*', source: pkg, line });
    else {
      // `import static a.b.C.*;` → every static member of class C in package a.b (name `C.*`; graphScope resolveName).
      const j = pkg.lastIndexOf('.');
      if (j > 0) rec.imports.push({ local: '*', name: `${pkg.slice(j + 1)}.*`, source: pkg.slice(0, j), line });
    }
    return;
  }
  if (isStatic) {
    // `import static a.b.C.m;` → `m` is member m of class C in package a.b.
    const j = pkg.lastIndexOf('.');
    if (j > 0) rec.imports.push({ local: last, name: `${pkg.slice(j + 1)}.${last}`, source: pkg.slice(0, j), line });
    return;
  }
  rec.imports.push({ local: last, name: last, source: pkg, line });
}

function csharpImport(node: Node, rec: FileRec): void {
  const global = /^global\s/.test(node.text);
  const text = node.text.replace(/^global\s+/, '').replace(/^using\s+/, '').replace(/;\s*$/, '').trim();
  const line = node.startPosition.row + 1;
  if (text.startsWith('static ')) return;
  const alias = /^(\w+)\s*=\s*(.+)$/.exec(text);
  if (alias) {
    const target = alias[2].replace(/\s+/g, '');
    const i = target.lastIndexOf('.');
    rec.imports.push({ local: alias[1], name: i < 0 ? target : target.slice(i + 1), source: i < 0 ? '' : target.slice(0, i), line });
    return;
  }
  const source = text.replace(/\s+/g, '');
  rec.imports.push({ local: '*', name: '*', source, line });
  // `global using Polly;`: every file of the project sees the namespace (graphScope csharpGlobalUsings).
  if (global) (rec.globalUsings ??= []).push(source);
}

/**
 * A C# file declaring several namespaces (`namespace A { … } namespace B { … }`,
 * or nested blocks, named in full: `A.B`) keeps each block's lines as
 * FileRec.spaces, so its types are found in their own namespace (graphRules
 * `namespaceAt`); one `pkg` per file would put them all in the last one.
 * Only files whose text names `namespace` twice are walked, top-level and
 * nested namespace blocks only.
 */
function csharpFinish(rec: FileRec, root: Node, src: string): void {
  constructorCalls(rec);
  if (src.includes('nameof')) dropNameofRefs(rec, src);
  propertyReads(rec, src);
  // `items.Where(x => x.Ok())`, `foreach (var v in d.Values)`, `kv.Value` (langCsLambdas).
  csharpElements(rec, root, src, csharpDictionaries(root, src));
  // `Policy<int> p`: bind type `Policy\`1` (csharpArity).
  csharpGenericBinds(rec, root);
  const first = src.indexOf('namespace');
  if (first < 0 || src.indexOf('namespace', first + 9) < 0) return;
  const spaces: NonNullable<FileRec['spaces']> = [];
  const visit = (parent: Node, outer: string): void => {
    for (const n of parent.namedChildren) {
      if (n?.type !== 'namespace_declaration') continue;
      const name = n.childForFieldName('name');
      const body = n.childForFieldName('body');
      if (!name) continue;
      const full = `${outer}${name.text.replace(/\s+/g, '')}`;
      spaces.push({ name: full, line: n.startPosition.row + 1, endLine: n.endPosition.row + 1 });
      if (body) visit(body, `${full}.`);
    }
  };
  visit(root, '');
  if (new Set(spaces.map((x) => x.name)).size < 2) return;
  rec.spaces = spaces;
  rec.pkg = spaces[0].name;
}

/**
 * `nameof(Config.FromLogContext)` is a compile-time string (C# language reference, "nameof expression"), no method
 * group handed on: the `ref` calls its argument gave are dropped (serilog's tests; newcomer 47 #8). Each `nameof(`
 * call's argument runs to its closing parenthesis (closingBracket), read from the text.
 */
function dropNameofRefs(rec: FileRec, src: string): void {
  const lines = new SourceLines(src);
  const spans: [number, number][] = [];
  for (const c of rec.calls) {
    if (c.name !== 'nameof' || c.recv !== undefined || c.kind !== 'call') continue;
    const open = src.indexOf('(', lines.start(c.line - 1) + c.endCol);
    const close = open < 0 ? -1 : closingBracket(src, open);
    if (close > 0) spans.push([open, close]);
  }
  if (!spans.length) return;
  rec.calls = rec.calls.filter((c) => {
    if (c.kind !== 'ref') return true;
    const at = lines.start(c.line - 1) + c.col;
    return !spans.some(([a, b]) => at > a && at < b);
  });
}

/**
 * A constructor's call of another constructor — Java `super(…)` / `this(…)`,
 * C# `: base(…)` / `: this(…)` — is recorded as a call of the constructor's
 * name (the class's) on `super` / `base` / `this`: `super("circle")` in
 * `Circle extends Base` is `Base` on `super`, so it resolves to Base's
 * constructor (graphResolve, isExplicitBase) and `callers Base.Base` lists it.
 * The base is the class's first base type (Java's superclass comes first; C#
 * lists the base class before interfaces). Without a base type (`extends
 * Object`), it stays a call of `super`, which names no definition.
 */
function constructorCalls(rec: FileRec): void {
  for (const c of rec.calls) {
    if (c.recv !== undefined || c.kind !== 'call' || (c.name !== 'super' && c.name !== 'this' && c.name !== 'base')) continue;
    const ctor = c.from >= 0 ? rec.defs[c.from] : undefined;
    const cls = ctor && ctor.parent >= 0 ? rec.defs[ctor.parent] : undefined;
    const name = c.name === 'this' ? cls?.name : cls?.bases?.[0];
    if (!name) continue;
    c.recv = c.name;
    c.name = name;
  }
}

export const javaSpec: LangSpec = {
  query: JAVA,
  importNode: javaImport,
  defExtra,
  finish: constructorCalls,
  // A constant's doc is its field's Javadoc (the declarator is the definition, the comment stands above the field).
  docAnchor: (node: Node) => (node.type === 'variable_declarator' && node.parent ? node.parent : node),
};
export const csharpSpec: LangSpec = {
  query: CSHARP,
  importNode: csharpImport,
  defExtra,
  finish: csharpFinish,
  // `#if` groups the grammar cannot read inside a switch or a base list: one configuration (csharpDirectives.ts).
  retry: csharpOneConfiguration,
  // `///` documentation comments with their XML read as prose (`<summary>`, `<see cref="X"/>`), plain `//` left out.
  doc: csharpDocComment,
};
