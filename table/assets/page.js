"use strict";
// What both pages' scripts share (app.js, the fight; sheet.js, a player's character): the
// page's language, and making its elements. Every text is set with textContent: names come
// from players' files.
const page = (() => {
  const lang = document.documentElement.lang === "en" ? "en" : "sv";
  const $ = (id) => document.getElementById(id);
  const el = (tag, cls, text) => {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  };
  return {lang, $, el};
})();
