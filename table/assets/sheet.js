"use strict";
// A player's character sheet, read-only, followed live as the fight changes it (page.js is
// loaded before it).
(function () {
  const {lang, $, el} = page;
  const W = {
    sv: {back: "← Striden", player: "Spelare", gone: "Rollpersonen är inte med i striden längre.", lost: "Tappade kontakten – försöker igen …"},
    en: {back: "← The fight", player: "Player", gone: "The character is no longer in the fight.", lost: "Lost the connection – trying again …"},
  }[lang];
  const name = document.body.dataset.sheet || "";
  $("back").textContent = W.back;
  $("back").href = "./?lang=" + lang;

  function render(s) {
    $("name").textContent = s.name;
    $("player").textContent = s.player ? W.player + ": " + s.player : "";
    const out = [];
    for (const sec of s.sections) {
      const section = el("section", "sheet-section");
      section.append(el("h2", "", sec.title));
      const table = el("table", "rows");
      for (const r of sec.rows) {
        const tr = el("tr");
        tr.append(el("th", "", r.label), el("td", "", r.text));
        if (r.odds) tr.append(el("td", "odds", r.odds));
        table.append(tr);
      }
      section.append(table);
      out.push(section);
    }
    $("sections").replaceChildren(...out);
  }

  const events = new EventSource("events?lang=" + lang + "&sheet=" + encodeURIComponent(name));
  events.onmessage = (m) => { $("status").textContent = ""; render(JSON.parse(m.data)); };
  events.addEventListener("gone", () => { $("status").textContent = W.gone; events.close(); });
  events.onerror = () => { $("status").textContent = W.lost; };
})();
