package ui

// fyneWords are texts of Fyne's own dialogs that the translations word anew, a translation of
// the program's replacing Fyne's of the same text: Fyne's file dialog is titled "Save" + " " +
// "File", which its Swedish makes "Spara Fil".
var fyneWords = []string{"File", "Folder"}
