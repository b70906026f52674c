"use strict";
// The player view: the order of the fight as the GM's program publishes it, followed through
// Server-Sent Events (page.js is loaded before it).
(function () {
  const {lang, $, el} = page;
  const W = {
    sv: {round: "Runda", phase: "fas", turn: "Tur", next: "Näst på tur", nobody: "Ingen har turen",
      players: "spelare", npcs: "SLP", sheet: "Rollformulär", lost: "Tappade kontakten – försöker igen …",
      uploadTitle: "Ge SL din rollperson", uploadHint: "Välj din rollpersonsfil (.json). SL tar emot eller avböjer den.",
      file: "Fil", send: "Skicka", tooLarge: "Filen är större än 16 MiB.", sending: "Skickar …",
      pending: "Skickad. SL har inte bestämt sig än.", accepted: "SL tog emot din rollperson.",
      refused: "SL avböjde.", unknown: "SL:s program minns inte filen.", failed: "Skickades inte: "},
    en: {round: "Round", phase: "phase", turn: "Turn", next: "Next", nobody: "Nobody's turn",
      players: "players", npcs: "NPCs", sheet: "Character sheet", lost: "Lost the connection – trying again …",
      uploadTitle: "Give your character to the GM", uploadHint: "Choose your character file (.json). The GM takes it or refuses it.",
      file: "File", send: "Send", tooLarge: "The file is larger than 16 MiB.", sending: "Sending …",
      pending: "Sent. The GM has not decided yet.", accepted: "The GM took your character.",
      refused: "The GM refused it.", unknown: "The GM's program does not remember the file.", failed: "Not sent: "},
  }[lang];

  function entry(e) {
    const li = el("li", "entry level-" + e.level + " side-" + e.side);
    li.dataset.name = e.name;
    if (e.acting) li.classList.add("acting");
    if (e.next) li.classList.add("upcoming");
    const head = el("div", "head");
    head.append(el("span", "name", e.name));
    if (e.acting) head.append(el("span", "badge turn", W.turn));
    if (e.next) head.append(el("span", "badge next", W.next));
    li.append(head);
    const line = el("div", "line");
    line.append(el("span", "state", e.state), el("span", "side", e.side === "players" ? W.players : W.npcs));
    li.append(line);
    if (e.numbers && e.numbers.length) {
      const dl = el("dl", "numbers");
      for (const n of e.numbers) {
        const d = el("div", "number");
        d.dataset.id = n.id;
        d.append(el("dt", "", n.label), el("dd", "", n.text));
        dl.append(d);
      }
      li.append(dl);
    }
    if (e.player) {
      const a = el("a", "sheet", W.sheet);
      a.href = "sheet?name=" + encodeURIComponent(e.name) + "&lang=" + lang;
      li.append(a);
    }
    return li;
  }

  function render(v) {
    const order = $("order");
    $("round").textContent = W.round + " " + v.round + (v.phase > 1 ? ", " + W.phase + " " + v.phase : "");
    const cur = v.current >= 0 ? v.order[v.current] : null;
    const nxt = v.next >= 0 ? v.order[v.next] : null;
    $("turn").textContent = cur ? W.turn + ": " + cur.name + (nxt ? " · " + W.next + ": " + nxt.name : "") : W.nobody;
    order.replaceChildren(...v.order.map(entry));
    order.dataset.round = String(v.round);
    order.dataset.current = cur ? cur.name : "";
    const acting = order.querySelector(".acting");
    if (acting && acting.scrollIntoView) acting.scrollIntoView({block: "nearest"});
  }

  function follow() {
    const events = new EventSource("events?lang=" + lang);
    events.onmessage = (m) => {
      $("status").textContent = "";
      render(JSON.parse(m.data));
    };
    events.onerror = () => { $("status").textContent = W.lost; };
  }

  // The upload, where the GM takes files: the page has its form only then.
  function upload() {
    if (!$("send")) return;
    $("upload-title").textContent = W.uploadTitle;
    $("upload-hint").textContent = W.uploadHint;
    $("file-label").textContent = W.file;
    const send = $("send"), file = $("file"), answer = $("upload-answer");
    send.textContent = W.send;
    file.addEventListener("change", () => { send.disabled = !file.files.length; });
    const ask = (id) => {
      fetch("upload?id=" + id).then((r) => r.json()).then((a) => {
        answer.textContent = W[a.status] || W.unknown;
        if (a.status === "pending") setTimeout(() => ask(id), 2000);
      }).catch(() => setTimeout(() => ask(id), 5000));
    };
    send.addEventListener("click", () => {
      const f = file.files[0];
      if (!f) return;
      if (f.size > 16 * 1024 * 1024) { answer.textContent = W.tooLarge; return; }
      answer.textContent = W.sending;
      send.disabled = true;
      fetch("upload", {method: "POST", body: f, headers: {"Content-Type": "application/json"}}).then((r) => {
        if (r.status === 202) return r.json().then((a) => ask(a.id));
        return r.text().then((t) => { answer.textContent = W.failed + t.trim(); });
      }).catch((e) => { answer.textContent = W.failed + e; }).finally(() => { send.disabled = !file.files.length; });
    });
  }

  upload();
  follow();
})();
