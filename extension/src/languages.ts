/**
 * Which languages get call hierarchy from kontext's code graph
 * (`kontext.callHierarchy.languages`). The default leaves a language to its
 * own language server when the editor already has one that offers call
 * hierarchy: TypeScript/JavaScript always (built in), the others when their
 * usual extension is installed.
 */
import * as vscode from 'vscode';

/** VS Code language ids the code graph indexes (issue 3 grammars), with the extensions that already offer call hierarchy for them. */
const GRAPH_LANGUAGES: Record<string, string[] | 'builtin'> = {
  typescript: 'builtin',
  typescriptreact: 'builtin',
  javascript: 'builtin',
  javascriptreact: 'builtin',
  python: ['ms-python.vscode-pylance', 'ms-python.python', 'detachhead.basedpyright'],
  go: ['golang.go'],
  rust: ['rust-lang.rust-analyzer'],
  java: ['redhat.java', 'vscjava.vscode-java-pack'],
  csharp: ['ms-dotnettools.csharp', 'ms-dotnettools.csdevkit'],
  cpp: ['ms-vscode.cpptools', 'llvm-vs-code-extensions.vscode-clangd'],
  c: ['ms-vscode.cpptools', 'llvm-vs-code-extensions.vscode-clangd'],
  ruby: ['shopify.ruby-lsp'],
  php: ['bmewburn.vscode-intelephense-client'],
  shellscript: [],
  scala: ['scalameta.metals'],
  lua: ['sumneko.lua'],
  zig: [],
  kotlin: [],
  swift: ['swiftlang.swift-vscode', 'sswg.swift-lang'],
  dart: ['dart-code.dart-code'],
};

/** Language ids for the server's call-hierarchy registration (setting, else the default rule above). */
export function callHierarchyLanguages(): string[] {
  const configured = vscode.workspace.getConfiguration('kontext').get<string[] | null>('callHierarchy.languages', null);
  if (Array.isArray(configured)) return configured;
  return Object.entries(GRAPH_LANGUAGES)
    .filter(([, owners]) => owners !== 'builtin' && !owners.some((id) => vscode.extensions.getExtension(id)))
    .map(([lang]) => lang);
}
