// Package campaignview is the campaign panel: a folder of a group's characters, NPCs and
// fights, opened as one (campaign.Open) in a tab of the session's window. It shows the party
// side by side, the NPC library, the fights, the pack the campaign plays by, the recent
// sessions, each character's timeline, and the conflict copies a sync tool left, each offered
// as a merge. It draws what the campaign package and the screen model hand it; the session
// (Host) opens documents and fights in tabs of their own.
package campaignview
