import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { useDomId } from "~/hooks/use-dom-id";
import { useLang } from "~/hooks/use-lang";
import { backupMessages } from "~/lib/i18n/messages/backup";
import { seoulDay } from "~/lib/time/seoul-day";
import {
  addedBy,
  codeInHash,
  isEmptyProgress,
  MAX_BACKUP_BYTES,
  MAX_QR_LINK_LENGTH,
  mergeProgress,
  parseBackupCode,
  parseBackupJson,
  RESTORE_FRAGMENT,
  toBackupCode,
  toBackupJson,
  type BackupResult,
  type Progress,
} from "~/lib/saved/backup";
import { askToKeepStorage, readProgress, storageIsKept, subscribeToDeviceStore, writeProgress } from "~/lib/saved/device-store";
import { readReviewCards, writeReviewCards } from "~/lib/review/store";
import { parseFinishedQuizzes } from "~/lib/daily/finished-quizzes";
import { format } from "~/lib/i18n/messages";
import { paths } from "~/lib/paths";

/** This browser's progress, with stored quiz results checked like any other input. */
function currentProgress(): Progress {
  const { saved, quizDays, finishedQuizzes } = readProgress();
  return { saved, quizDays, finishedQuizzes: parseFinishedQuizzes(JSON.stringify(finishedQuizzes)), review: readReviewCards() };
}

/**
 * Large enough for a phone to read it from another phone's screen (a code of up to 61 modules a side); a style
 * attribute, so the stylesheet every page inlines does not grow for the saved page.
 */
const QR_SIZE: React.CSSProperties = { width: "min(100%, 17rem)", height: "auto", aspectRatio: "1" };

/** A QR code drawn as SVG squares (the encoder is loaded only when the reader opens the code). */
function QrCode({ text, label }: { text: string; label: string }) {
  const [modules, setModules] = useState<boolean[][] | null>(null);
  useEffect(() => {
    let live = true;
    void import("uqr").then(({ encode }) => {
      if (live) setModules(encode(text, { ecc: "L", border: 2 }).data);
    });
    return () => {
      live = false;
    };
  }, [text]);
  if (!modules) return <div className="backup-qr" aria-hidden="true" style={QR_SIZE} />;
  const size = modules.length;
  const squares = modules.flatMap((row, y) => row.flatMap((on, x) => (on ? [`M${x} ${y}h1v1h-1z`] : []))).join("");
  return (
    <svg className="backup-qr" style={QR_SIZE} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={squares} fill="#000" />
    </svg>
  );
}

/** Everything this device keeps, as one string, so the section redraws when any of it changes (here or in another tab). */
const progressSnapshot = () => JSON.stringify(currentProgress());

/**
 * The saved page's "Keep your progress": a backup file to download and import, the same as a short code and
 * a QR code of a link (`/saved#restore=…`, the fragment never reaches the server), and what the browser
 * promises about keeping it. With nothing kept yet, only the way to bring progress from another browser.
 * An import merges, never overwrites; every problem is said in words.
 */
export function ProgressBackup() {
  const lang = useLang();
  const b = backupMessages[lang];
  const [message, setMessage] = useState("");
  const [kept, setKept] = useState<boolean | null>(null);
  const [code, setCode] = useState("");
  const [offer, setOffer] = useState<Progress | null>(null);
  const [qr, setQr] = useState<{ link: string; light: boolean } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { heading: useDomId("backup-heading"), code: useDomId("backup-code"), paste: useDomId("backup-paste") };
  const snapshot = useSyncExternalStore(subscribeToDeviceStore, progressSnapshot, () => null);
  const empty = snapshot === null || isEmptyProgress(JSON.parse(snapshot) as Progress);

  useEffect(() => {
    void storageIsKept().then(setKept);
    const carried = codeInHash(window.location.hash);
    if (carried === undefined) return;
    // The code has done its job once read: the address no longer carries it (nor would a bookmark).
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
    void parseBackupCode(carried).then((result) => (result.ok ? setOffer(result.progress) : setMessage(b[result.problem])));
  }, [b]);

  const apply = (result: BackupResult) => {
    if (!result.ok) {
      setMessage(b[result.problem]);
      return;
    }
    const before = currentProgress();
    const after = mergeProgress(before, result.progress);
    writeProgress(after);
    writeReviewCards(after.review);
    const added = addedBy(before, after);
    setMessage(
      added.saved === 0 && added.quizDays === 0 && added.cards === 0 && after.finishedQuizzes.length === before.finishedQuizzes.length
        ? b.nothingNew
        : format(added.cards > 0 ? b.importedCards : b.imported, { saved: added.saved, days: added.quizDays, cards: added.cards }),
    );
    void askToKeepStorage().then(setKept);
  };

  const download = () => {
    const progress = currentProgress();
    if (isEmptyProgress(progress)) {
      setMessage(b.nothingYet);
      return;
    }
    const now = new Date();
    const url = URL.createObjectURL(new Blob([toBackupJson(progress, now)], { type: "application/json" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = format(b.fileName, { date: seoulDay(now) });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    setMessage("");
    void askToKeepStorage().then(setKept);
  };

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    apply(file.size > MAX_BACKUP_BYTES ? { ok: false, problem: "tooLarge" } : parseBackupJson(await file.text()));
    if (fileInput.current) fileInput.current.value = "";
  };

  const importCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem("code") as HTMLInputElement;
    apply(await parseBackupCode(field.value));
    field.value = "";
  };

  /** The code, and the QR code's link: the whole progress when it is short enough to scan, else the light code. */
  const showCode = async () => {
    const progress = currentProgress();
    if (isEmptyProgress(progress)) return setCode("");
    const linkOf = (c: string) => `${window.location.origin}${paths.saved(lang)}${RESTORE_FRAGMENT}${c}`;
    const full = await toBackupCode(progress);
    setCode(full);
    const light = linkOf(await toBackupCode(progress, { light: true }));
    setQr(
      linkOf(full).length <= MAX_QR_LINK_LENGTH
        ? { link: linkOf(full), light: false }
        : light.length <= MAX_QR_LINK_LENGTH
          ? { link: light, light: true }
          : null,
    );
  };

  const importForm = (
    <form className="backup-paste" onSubmit={(e) => void importCode(e)}>
      <div className="field">
        <label htmlFor={ids.paste}>{b.pasteLabel}</label>
        <input id={ids.paste} name="code" type="text" autoComplete="off" spellCheck={false} required maxLength={MAX_BACKUP_BYTES} />
      </div>
      <button type="submit" className="button button-ghost">
        {b.importCode}
      </button>
    </form>
  );
  const importFileButton = (
    <label className="button button-ghost backup-file">
      {b.importFile}
      <input
        ref={fileInput}
        type="file"
        accept="application/json,.json"
        className="visually-hidden"
        onChange={(e) => void importFile(e.currentTarget.files?.[0])}
      />
    </label>
  );
  const offered = offer ? (
    <div className="backup-offer" role="group" aria-label={b.title}>
      <p>
        {format(Object.keys(offer.review).length > 0 ? b.linkOfferCards : b.linkOffer, {
          saved: offer.saved.length,
          days: offer.quizDays.length,
          cards: Object.keys(offer.review).length,
        })}
      </p>
      <button
        type="button"
        className="button"
        onClick={() => {
          apply({ ok: true, progress: offer });
          setOffer(null);
        }}
      >
        {b.linkAccept}
      </button>{" "}
      <button type="button" className="button button-ghost" onClick={() => setOffer(null)}>
        {b.linkDecline}
      </button>
    </div>
  ) : null;
  const status = (
    <p className="backup-status" role="status">
      {message}
    </p>
  );
  // Nothing to back up yet: only the way to bring progress made elsewhere.
  if (empty)
    return (
      <section className="backup" aria-labelledby={ids.heading}>
        <h2 id={ids.heading}>{b.importTitle}</h2>
        <p>{b.importIntro}</p>
        {offered}
        <div className="backup-actions">{importFileButton}</div>
        {importForm}
        {status}
      </section>
    );
  return (
    <section className="backup" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>{b.title}</h2>
      <p>
        {b.where} {kept === null ? null : kept ? b.kept : b.mayClear}
      </p>
      {offered}
      <div className="backup-actions">
        <button type="button" className="button button-ghost" onClick={download}>
          {b.download}
        </button>
        {importFileButton}
      </div>
      <details className="backup-code" onToggle={(e) => void (e.currentTarget.open ? showCode() : undefined)}>
        <summary>{b.codeTitle}</summary>
        <p>{b.codeIntro}</p>
        {code ? (
          <>
            <div className="field">
              <label htmlFor={ids.code}>{b.codeLabel}</label>
              <textarea id={ids.code} readOnly value={code} rows={3} spellCheck={false} onFocus={(e) => e.currentTarget.select()} />
            </div>
            <p>
              <button
                type="button"
                className="button button-ghost"
                onClick={() =>
                  void navigator.clipboard
                    ?.writeText(code)
                    .then(() => setMessage(b.copied))
                    .catch(() => undefined)
                }
              >
                {b.copy}
              </button>
            </p>
            {qr ? (
              <>
                <QrCode text={qr.link} label={b.qrLabel} />
                {qr.light ? <p>{b.qrLight}</p> : null}
              </>
            ) : (
              <p>{b.qrTooLong}</p>
            )}
          </>
        ) : null}
        {importForm}
      </details>
      {status}
    </section>
  );
}
