#!/usr/bin/env node
// `npm run openapi:responses`: writes backend/src/infrastructure/http/openapi-responses.generated.json,
// the JSON schemas of what every controller method answers, read from the TypeScript types at build
// time. The contracts in libs/contracts are interfaces, which leave nothing at run time for
// @nestjs/swagger (nor its CLI plugin, which turns an interface into `Object`) to describe; the
// compiler still knows them. enrichOpenApi puts these schemas on each operation's 2xx answer.
// backend/test/http/openapi-client.int.spec.ts fails when the committed file is out of date.
const ts = require('typescript');
const { readFileSync, writeFileSync } = require('node:fs');
const { join, relative } = require('node:path');

const ROOT = join(__dirname, '..');
const OUTPUT = join(ROOT, 'backend/src/infrastructure/http/openapi-responses.generated.json');
const HTTP_METHODS = new Set(['Get', 'Post', 'Put', 'Patch', 'Delete']);

function decoratorNames(node) {
  return (ts.canHaveDecorators(node) ? ts.getDecorators(node) ?? [] : [])
    .map((d) => (ts.isCallExpression(d.expression) ? d.expression.expression : d.expression))
    .filter(ts.isIdentifier)
    .map((id) => id.text);
}

/** A component name for a named type: `Paginated<BookingDto>` becomes `Paginated_BookingDto`. */
function componentName(checker, type) {
  return checker
    .typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation)
    .replace(/\[\]/g, 'List')
    .replace(/[<>,\s|]+/g, '_')
    .replace(/[^A-Za-z0-9_]/g, '')
    .replace(/_+$/, '');
}

const rest0 = (members) => members.filter((t) => !(t.flags & ts.TypeFlags.Null));

// OpenAPI 3.0 has no null type: `nullable` needs a `type` beside it (Redocly's struct rule), so the
// value null alone is a nullable string that can only be null.
const NULL_ONLY = { type: 'string', nullable: true, enum: [null] };
/** The type a schema describes (components are all objects here), or null when it may be several. */
const typeOf = (schema) => (schema.$ref ? 'object' : (schema.type ?? null));

/** `schema` or null, in the forms OpenAPI 3.0 validators accept. */
function orNull(schema) {
  if (Object.keys(schema).length === 0) return schema; // any value, null included
  // OpenAPI 3.0 ignores what sits beside a $ref: a nullable reference is an allOf of one.
  if (schema.$ref) return { type: 'object', allOf: [schema], nullable: true };
  if (schema.oneOf) {
    const types = new Set(schema.oneOf.map(typeOf));
    const [only] = types;
    return types.size === 1 && only ? { type: only, ...schema, nullable: true } : { oneOf: [...schema.oneOf, NULL_ONLY] };
  }
  return { ...schema, nullable: true };
}

/** The literal second argument of @Header('Content-Type', '…') on a handler, if any. */
function declaredContentType(node) {
  for (const d of ts.canHaveDecorators(node) ? ts.getDecorators(node) ?? [] : []) {
    const call = d.expression;
    if (!ts.isCallExpression(call) || !ts.isIdentifier(call.expression) || call.expression.text !== 'Header') continue;
    const [name, value] = call.arguments;
    if (name && value && ts.isStringLiteral(name) && ts.isStringLiteral(value) && name.text.toLowerCase() === 'content-type') return value.text.split(';')[0].trim();
  }
  return null;
}

function generate() {
  const configPath = join(ROOT, 'backend/tsconfig.app.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n')); } });
  const controllers = parsed.fileNames.filter((file) => /\.controller\.ts$/.test(file));
  const program = ts.createProgram(controllers, { ...parsed.options, noEmit: true, incremental: false });
  const checker = program.getTypeChecker();
  const schemas = {};
  const responses = {};

  const toSchema = (type, seen = new Set()) => {
    if (type.flags & ts.TypeFlags.Any || type.flags & ts.TypeFlags.Unknown) return {};
    if (type.flags & ts.TypeFlags.Null) return NULL_ONLY;
    if (type.isStringLiteral()) return { type: 'string', enum: [type.value] };
    if (type.isNumberLiteral()) return { type: 'number', enum: [type.value] };
    if (type.flags & ts.TypeFlags.BooleanLiteral) return { type: 'boolean', enum: [checker.typeToString(type) === 'true'] };
    if (type.flags & ts.TypeFlags.StringLike) return { type: 'string' };
    if (type.flags & ts.TypeFlags.NumberLike) return { type: 'number' };
    if (type.flags & ts.TypeFlags.BooleanLike) return { type: 'boolean' };
    if (type.isUnion()) {
      const members = type.types.filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)));
      const nullable = members.some((t) => t.flags & ts.TypeFlags.Null);
      if (rest0(members).length === 0) return NULL_ONLY;
      const rest = members.filter((t) => !(t.flags & ts.TypeFlags.Null));
      let schema;
      if (rest.length > 0 && rest.every((t) => t.flags & ts.TypeFlags.BooleanLiteral)) schema = { type: 'boolean' };
      else if (rest.length > 0 && rest.every((t) => t.isStringLiteral())) schema = { type: 'string', enum: rest.map((t) => t.value) };
      else if (rest.length > 0 && rest.every((t) => t.isNumberLiteral())) schema = { type: 'number', enum: rest.map((t) => t.value) };
      else if (rest.length === 1) schema = toSchema(rest[0], seen);
      else schema = { oneOf: rest.map((t) => toSchema(t, seen)) };
      return nullable ? orNull(schema) : schema;
    }
    if (checker.isArrayType(type) || checker.isTupleType(type)) {
      const [item] = checker.getTypeArguments(type);
      return { type: 'array', items: item ? toSchema(item, seen) : {} };
    }
    const symbol = type.aliasSymbol ?? type.getSymbol();
    if (symbol?.getName() === 'Date') return { type: 'string', format: 'date-time' };
    if (symbol?.getName() === 'StreamableFile' || symbol?.getName() === 'Buffer') return { type: 'string', format: 'binary' };
    if (!(type.flags & ts.TypeFlags.Object) && !type.isIntersection()) return {};
    // Our own interfaces and aliases become components; Record<…> and inline shapes stay inline.
    const ours = (symbol?.declarations ?? []).some((d) => !d.getSourceFile().fileName.includes('/node_modules/'));
    const named = ours && !['__type', '__object'].includes(symbol.getName());
    const name = named ? componentName(checker, type) : null;
    if (name) {
      if (schemas[name] || seen.has(name)) return { $ref: `#/components/schemas/${name}` };
      seen.add(name);
    }
    const properties = {};
    const required = [];
    for (const property of checker.getPropertiesOfType(type)) {
      const propertyType = checker.getTypeOfSymbol(property);
      if (propertyType.getCallSignatures().length > 0) continue;
      properties[property.getName()] = toSchema(propertyType, seen);
      if ((property.flags & ts.SymbolFlags.Optional) === 0) required.push(property.getName());
    }
    const schema = { type: 'object', properties };
    if (required.length > 0) schema.required = required;
    const index = checker.getIndexInfoOfType(type, ts.IndexKind.String);
    if (index) schema.additionalProperties = toSchema(index.type, seen);
    if (!name) return schema;
    schemas[name] = schema;
    return { $ref: `#/components/schemas/${name}` };
  };

  for (const file of controllers) {
    const source = program.getSourceFile(file);
    ts.forEachChild(source, function visit(node) {
      if (!ts.isClassDeclaration(node) || !node.name || !decoratorNames(node).includes('Controller')) return;
      for (const member of node.members) {
        if (!ts.isMethodDeclaration(member) || !ts.isIdentifier(member.name)) continue;
        if (!decoratorNames(member).some((name) => HTTP_METHODS.has(name))) continue;
        const signature = checker.getSignatureFromDeclaration(member);
        const awaited = checker.getAwaitedType(checker.getReturnTypeOfSignature(signature));
        // Answered<T>: a handler that sent a T itself (a precompressed body, through @Res).
        const returned = awaited?.aliasSymbol?.name === 'Answered' ? awaited.aliasTypeArguments[0] : awaited;
        // void: a handler that writes the answer itself (@Res) or answers 204.
        if (!returned || returned.flags & (ts.TypeFlags.Void | ts.TypeFlags.Undefined)) continue;
        const schema = toSchema(returned);
        const contentType = declaredContentType(member) ?? (schema.format === 'binary' ? 'application/octet-stream' : 'application/json');
        responses[`${node.name.text}_${member.name.text}`] = { source: relative(ROOT, file), contentType, schema };
      }
    });
  }
  const sorted = (record) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  return `${JSON.stringify({ schemas: sorted(schemas), responses: sorted(responses) }, null, 2)}\n`;
}

module.exports = { generate, OUTPUT };

if (require.main === module) {
  const text = generate();
  const previous = (() => {
    try {
      return readFileSync(OUTPUT, 'utf8');
    } catch {
      return '';
    }
  })();
  writeFileSync(OUTPUT, text);
  console.log(`${relative(ROOT, OUTPUT)} ${previous === text ? 'unchanged' : 'written'}`);
}
