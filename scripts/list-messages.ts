// Lists stored contact messages, or reports of problems with facts, newest first:
//   npm run messages [-- --limit 50] [-- --json]           contact messages
//   npm run messages -- --reports                          every fact report
//   npm run messages -- --fact /fact/space/venus-day-...   the reports of one fact
import path from "node:path";
import { readConfig } from "../app/lib/config";
import type { StoredMessage, StoredReport } from "../app/lib/contact/message-store.server";
import { openContactStores } from "../app/lib/contact/stores.server";
import { listedName, terminalSafe } from "../app/lib/contact/terminal-text";

const args = process.argv.slice(2);
const valueOf = (flag: string) => {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
};
const limit = Number(valueOf("--limit")) || 50;
// The fact page's address works too (/en/fact/…), and so does a full URL: only the fact's path is stored.
const factArg = valueOf("--fact");
const factPath = factArg === undefined ? undefined : /\/fact\/[^/?#]+\/[^/?#]+/.exec(factArg)?.[0];
if (factArg !== undefined && factPath === undefined) {
  console.error(`--fact needs a fact path like /fact/space/venus-day-longer-than-year (got "${factArg}")`);
  process.exit(2);
}
const reports = factPath !== undefined || args.includes("--reports");

// Whichever store the server is configured with: PostgreSQL when DATABASE_URL is set, else DATA_DIR/messages.db.
let config;
try {
  config = readConfig();
} catch (error) {
  // A ConfigError: the variable, its value and what is allowed, in one line.
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
const { kind, messages: store } = openContactStores(config, process.cwd());
const where = kind === "postgres" ? "the PostgreSQL database (DATABASE_URL)" : `${path.resolve(config.dataDir)}/messages.db`;
let rows: (StoredMessage | StoredReport)[];
try {
  rows = reports ? await store.listReports({ factPath, limit }) : await store.list(limit);
} catch (error) {
  console.error(`Cannot read ${where}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
} finally {
  await store.close();
}

const indent = (text: string) => text.replace(/^/gm, "    ");
if (args.includes("--json")) console.log(JSON.stringify(rows, null, 2));
else if (rows.length === 0) console.log(`No ${reports ? `reports${factPath ? ` for ${factPath}` : ""}` : "messages"} in ${where}.`);
else if (reports)
  for (const r of rows as StoredReport[])
    console.log(
      terminalSafe(
        `#${r.id}  ${r.receivedAt}  [${r.lang}]  ${r.factPath}  ${r.reason}${r.email ? `  <${r.email}>` : ""}\n${indent(r.message)}\n`,
      ),
    );
else
  for (const m of rows as StoredMessage[])
    console.log(
      `${terminalSafe(`#${m.id}  ${m.receivedAt}  [${m.lang}]  from <${m.email}>`)}\n    name: ${listedName(m.name)}\n${terminalSafe(indent(m.message))}\n`,
    );
