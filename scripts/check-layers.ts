// Part of `npm run lint`: collects every import of the TypeScript files under src/, e2e/, bench/ and
// scripts/ with TypeScript's own scanner (import, export ... from, import(), import type) and fails on
// any import against the layering of scripts/layers.ts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { isBuiltin } from 'node:module'
import path from 'node:path'
import ts from 'typescript'
import { layerViolations } from './layers'

const ROOT = path.resolve(import.meta.dirname, '..')
const FOLDERS = ['src', 'e2e', 'bench', 'scripts']
// What the bundler tries for a specifier without extension (tsconfig: moduleResolution Bundler).
const ENDINGS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']

const isFile = (file: string) => existsSync(path.join(ROOT, file)) && statSync(path.join(ROOT, file)).isFile()

/** Repository-relative paths with `/`, so the rules read the same on every system. */
function sourceFiles(folder: string): string[] {
  if (!existsSync(path.join(ROOT, folder))) return []
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => `${folder}/${file.split(path.sep).join('/')}`)
    .filter((file) => /\.tsx?$/.test(file) && isFile(file))
}

/** A Node module as `node:x`, a package as written, a relative import as the file it names (or undefined). */
function resolve(from: string, specifier: string): string | undefined {
  if (isBuiltin(specifier)) return specifier.startsWith('node:') ? specifier : `node:${specifier}`
  if (!specifier.startsWith('.')) return specifier
  const base = path.posix.join(path.posix.dirname(from), specifier.replace(/\?.*$/, ''))
  // `./x.js` names `./x.ts` in ESM-style TypeScript.
  const stems = [base, base.replace(/\.js$/, '')]
  return stems.flatMap((stem) => ENDINGS.map((ending) => stem + ending)).find(isFile)
}

function importsOf(from: string) {
  const source = readFileSync(path.join(ROOT, from), 'utf8')
  const found = ts.preProcessFile(source, true, true).importedFiles
  return found.map(({ fileName }) => ({ from, specifier: fileName, to: resolve(from, fileName) }))
}

const files = FOLDERS.flatMap(sourceFiles)
const imports = files.flatMap(importsOf)
// An import that names no file has no layer to check (and would pass for a package), so it fails itself.
const broken = imports.filter(({ to }) => to === undefined)
const lines = new Set([
  ...broken.map(
    ({ from, specifier }) => `${from} imports ${specifier}: names no file, so its layer is unknown`,
  ),
  ...layerViolations(imports.flatMap(({ from, to }) => (to ? [{ from, to }] : []))).map(
    ({ from, to, reason }) => `${from} imports ${to}: ${reason}`,
  ),
])

// A file importing the same module twice (`import type` and `import`) is one line.
for (const line of lines) console.log(line)
if (lines.size > 0) {
  console.error(`layers: ${lines.size} imports against the layering in ${files.length} files`)
  process.exitCode = 1
} else {
  console.log(`layers: ${files.length} files, no import against the layering`)
}
