import { useEffect, useRef, useState } from "react";

/** The part of the Barcode Detection API the scan uses (not yet in TypeScript's DOM types). */
type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type DetectorClass = new (options?: { formats?: string[] }) => Detector;

/** A ticket's QR holds its code; a QR holding a link ending in the code (or with ?code=) works too. */
export function codeFromQr(raw: string) {
  try {
    const url = new URL(raw);
    const param = url.searchParams.get("code");
    if (param) return param;
    return url.pathname.split("/").filter(Boolean).pop() ?? raw;
  } catch {
    return raw.trim();
  }
}

/**
 * Progressive enhancement (issue 37, item 8): where the browser has `BarcodeDetector`, a button opens the camera
 * and reads a ticket's QR code; elsewhere (and without JavaScript) nothing shows and the code field is the way.
 */
export function DoorScan({ onCode }: { onCode: (code: string) => void }) {
  const [supported, setSupported] = useState(false);
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState("");
  const video = useRef<HTMLVideoElement>(null);
  const stop = useRef<() => void>(() => {});

  useEffect(() => setSupported("BarcodeDetector" in window), []);
  useEffect(() => () => stop.current(), []);

  useEffect(() => {
    if (!scanning) return;
    let done = false;
    let stream: MediaStream | null = null;
    stop.current = () => {
      done = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
        const element = video.current;
        if (!element || done) return stop.current();
        element.srcObject = stream;
        // Not awaited: a camera that is slow to give its first frame must not stop the loop from starting.
        void element.play().catch(() => {});
        const Barcode = (window as unknown as { BarcodeDetector: DetectorClass }).BarcodeDetector;
        const detector = new Barcode({ formats: ["qr_code"] });
        while (!done) {
          const found = await detector.detect(element).catch(() => []);
          const raw = found[0]?.rawValue;
          if (raw) {
            stop.current();
            setScanning(false);
            onCode(codeFromQr(raw));
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      } catch {
        stop.current();
        setScanning(false);
        setProblem("The camera could not be opened. Type the ticket code instead.");
      }
    })();
    return () => stop.current();
  }, [scanning, onCode]);

  if (!supported) return null;
  return (
    <div className="mt-3">
      {scanning ? (
        <>
          <video ref={video} className="w-full rounded-lg bg-black" muted playsInline aria-label="Camera" />
          <button type="button" className="btn-outline mt-2 min-h-11 w-full" onClick={() => setScanning(false)}>
            Stop scanning
          </button>
        </>
      ) : (
        <button
          type="button"
          className="btn-outline min-h-11 w-full"
          onClick={() => {
            setProblem("");
            setScanning(true);
          }}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="mr-2 h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3M7 12h10" />
          </svg>
          Scan the QR code
        </button>
      )}
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
