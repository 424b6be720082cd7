#!/usr/bin/env bash
# Generates the home hero's looping background video and its poster from
# synthetic visuals and sound (no footage, no recordings, no licences): a brand
# gradient with a sound waveform, and an 8 s house loop (120 BPM: kick, off-beat
# hi-hat, bass, an A-minor pad) that the hero's mute toggle controls (issue 24).
# Needs ffmpeg with libvpx and libopus (apt-get install ffmpeg); the outputs are
# committed, so only re-run this after changing the design.
set -euo pipefail
cd "$(dirname "$0")/.."
out=public/video
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "gradients=s=640x360:c0=0x1a1033:c1=0x6d28d9:c2=0xbe185d:c3=0x4c1d95:nb_colors=4:speed=0.015:d=8:r=24" \
  -f lavfi -i "aevalsrc='0.6*sin(2*PI*110*t)*(0.5+0.5*sin(2*PI*2*t))+0.3*sin(2*PI*220*t+sin(2*PI*0.5*t))':s=44100:d=8" \
  -filter_complex "[1:a]showwaves=s=640x360:mode=cline:rate=24:colors=0xf9a8d4|0xc4b5fd:scale=sqrt,format=rgba,colorchannelmixer=aa=0.4[w];[0:v]format=rgba[bg];[bg][w]overlay=format=auto,format=yuv420p[v]" \
  -map "[v]" -t 8 -c:v libvpx-vp9 -b:v 300k -an "$tmp/picture.webm"
# The soundtrack: one bar of 0.5 s beats repeated, so the 8 s loop joins on a beat;
# 20 ms fades keep the join from clicking. Peaks at -4 dBFS.
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "aevalsrc='0.55*sin(2*PI*52*mod(t,0.5)+9*(1-exp(-28*mod(t,0.5))))*exp(-7*mod(t,0.5))+0.12*(2*random(0)-1)*exp(-55*mod(t+0.25,0.5))+0.16*sin(2*PI*(55+27.5*gte(mod(t,2),1))*t)*(1-exp(-20*mod(t+0.25,0.5)))*exp(-3*mod(t+0.25,0.5))+0.05*(sin(2*PI*220*t)+sin(2*PI*261.63*t)+sin(2*PI*329.63*t))*(0.6+0.4*sin(2*PI*t/8))':s=48000:d=8" \
  -af "afade=t=in:d=0.02,afade=t=out:st=7.98:d=0.02" "$tmp/music.wav"
# Opus at 48 kb/s adds ~48 KB; the video downloads only once the page runs, never before paint.
ffmpeg -hide_banner -loglevel error -y -i "$tmp/picture.webm" -i "$tmp/music.wav" \
  -map 0:v -map 1:a -c:v copy -c:a libopus -b:a 48k -ac 2 -t 8 "$out/hero.webm"
ffmpeg -hide_banner -loglevel error -y -i "$out/hero.webm" -frames:v 1 -q:v 6 "$out/hero-poster.jpg"
ls -l "$out"
