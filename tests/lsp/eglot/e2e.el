;;; e2e.el --- Emacs's eglot against `postmortem-editor lsp' (ctest lsp_eglot)  -*- lexical-binding: t -*-
;; PM_BIN is the binary, PM_DRAFT a draft in a git work tree; "ok" or what failed goes to
;; PM_RESULT. The diagnostics eglot shows must be `lint --format json''s findings at the
;; same lines and columns (plus the gate's); a hedge typed at the end must come back as one;
;; the server must shut down when eglot asks.
(require 'eglot)
(require 'markdown-mode)
(require 'flymake)
(require 'seq)

(defvar pm-failures nil)
(defun pm-fail (fmt &rest args) (push (apply #'format fmt args) pm-failures))

(defun pm-wait (pred seconds)
  "Until PRED holds, at most SECONDS, reading what the server sends."
  (let ((deadline (+ (float-time) seconds)))
    (while (and (not (funcall pred)) (< (float-time) deadline))
      (accept-process-output nil 0.1))
    (funcall pred)))

(defun pm-shown ()
  "The diagnostics eglot gave flymake, as (LINE COLUMN CODE), columns in characters from 1."
  (sort (mapcar (lambda (d)
                  (save-excursion
                    (goto-char (flymake-diagnostic-beg d))
                    (list (line-number-at-pos) (1+ (- (point) (line-beginning-position)))
                          (if (string-match "\\[\\([^]]+\\)\\]" (flymake-diagnostic-text d))
                              (match-string 1 (flymake-diagnostic-text d))
                            "?"))))
                (flymake-diagnostics))
        (lambda (a b) (string< (format "%06d %06d %s" (nth 0 a) (nth 1 a) (nth 2 a))
                               (format "%06d %06d %s" (nth 0 b) (nth 1 b) (nth 2 b))))))

(defun pm-linted (file)
  "`lint --format json''s findings of FILE as (LINE COLUMN RULE)."
  (with-temp-buffer
    (call-process (getenv "PM_BIN") nil (list t nil) nil "lint" "--format" "json" file)
    (mapcar (lambda (f) (list (gethash "line" f) (gethash "column" f) (gethash "rule" f)))
            (json-parse-string (buffer-string)))))

(let ((bin (getenv "PM_BIN")) (draft (getenv "PM_DRAFT")))
  (add-to-list 'eglot-server-programs `(markdown-mode . (,bin "lsp")))
  (find-file draft)
  (unless (eq major-mode 'markdown-mode) (pm-fail "the draft is in %s, not markdown-mode" major-mode))
  (apply #'eglot (eglot--guess-contact))
  (unless (pm-wait (lambda () (flymake-diagnostics)) 60)
    (pm-fail "no diagnostics within 60 s"))
  (let* ((shown (pm-shown))
         (lint (seq-remove (lambda (d) (string-prefix-p "gate-" (nth 2 d))) shown))
         (expected (sort (pm-linted draft)
                         (lambda (a b) (string< (format "%06d %06d %s" (nth 0 a) (nth 1 a) (nth 2 a))
                                                (format "%06d %06d %s" (nth 0 b) (nth 1 b) (nth 2 b)))))))
    (unless expected (pm-fail "lint found nothing in the fixture"))
    (unless (equal lint expected)
      (pm-fail "eglot shows %S, lint says %S" lint expected))
    (unless (seq-some (lambda (d) (string-prefix-p "gate-" (nth 2 d))) shown)
      (pm-fail "no gate diagnostic shown")))
  ;; A hedge typed at the end. eglot sends changes from an idle timer, which a batch Emacs
  ;; never reaches: they are sent now.
  (goto-char (point-max))
  (insert "\nIt maybe overflows.\n")
  (eglot--signal-textDocument/didChange)
  (let ((line (1- (line-number-at-pos (point-max)))))
    (unless (pm-wait (lambda () (member (list line 4 "hedging") (pm-shown))) 60)
      (pm-fail "no hedge at %d:4 after typing; shown: %S" line (pm-shown))))
  (set-buffer-modified-p nil)
  (condition-case err
      (eglot-shutdown (eglot-current-server))
    (error (pm-fail "eglot-shutdown: %S" err))))

(with-temp-file (getenv "PM_RESULT")
  (insert (if pm-failures (mapconcat #'identity (reverse pm-failures) "\n") "ok")))
(kill-emacs 0)
