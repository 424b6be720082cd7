#!/usr/bin/env bash
# Generates the home hero's looping background video and its poster from
# synthetic visuals (no footage, no licences): a brand gradient with a sound
# waveform. Needs ffmpeg (apt-get install ffmpeg); the outputs are committed,
# so only re-run this after changing the design.
set -euo pipefail
cd "$(dirname "$0")/.."
out=public/video
mkdir -p "$out"
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "gradients=s=640x360:c0=0x1a1033:c1=0x6d28d9:c2=0xbe185d:c3=0x4c1d95:nb_colors=4:speed=0.015:d=8:r=24" \
  -f lavfi -i "aevalsrc='0.6*sin(2*PI*110*t)*(0.5+0.5*sin(2*PI*2*t))+0.3*sin(2*PI*220*t+sin(2*PI*0.5*t))':s=44100:d=8" \
  -filter_complex "[1:a]showwaves=s=640x360:mode=cline:rate=24:colors=0xf9a8d4|0xc4b5fd:scale=sqrt,format=rgba,colorchannelmixer=aa=0.4[w];[0:v]format=rgba[bg];[bg][w]overlay=format=auto,format=yuv420p[v]" \
  -map "[v]" -t 8 -c:v libvpx-vp9 -b:v 300k -an "$out/hero.webm"
ffmpeg -hide_banner -loglevel error -y -i "$out/hero.webm" -frames:v 1 -q:v 6 "$out/hero-poster.jpg"
ls -l "$out"
